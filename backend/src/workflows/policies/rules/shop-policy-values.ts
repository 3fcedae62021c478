import { BANGLA, type ShopLocale } from "../../../lib/languages/locale"
import { phoneForReading, type ShopIdentity } from "../../shop/rules/shop-identity"

/**
 * The placeholders a policy page may quote from the shop's identity and its payment methods
 * (issue 56), beside the delivery ones of policy-text-values.ts:
 * - `{shop_phone}`, `{shop_whatsapp}`, `{shop_email}`, `{shop_address}`, `{shop_hours}`,
 *   `{trade_licence}`: as the owner set them (the page's language for the address and hours);
 * - `{payment_methods}`: the ways a shopper can pay now: cash on delivery, and bKash when the shop
 *   has it set up.
 * A field the owner has not set reads as words that send the shopper to the page's contacts.
 */
export const SHOP_POLICY_PLACEHOLDERS = ["shop_phone", "shop_whatsapp", "shop_email", "shop_address", "shop_hours", "trade_licence", "payment_methods"] as const
export type ShopPolicyPlaceholder = (typeof SHOP_POLICY_PLACEHOLDERS)[number]

const WORDS = {
  en: {
    unset: "the contacts at the foot of this page",
    cashOnDelivery: "cash on delivery",
    cashOrBkash: "cash on delivery or bKash",
  },
  bn: {
    unset: "এই পাতার নিচের যোগাযোগের ঠিকানা",
    cashOnDelivery: "ক্যাশ অন ডেলিভারি",
    cashOrBkash: "ক্যাশ অন ডেলিভারি বা বিকাশ",
  },
}

export function shopPolicyValues(identity: ShopIdentity, bkash: boolean, locale: ShopLocale | undefined): Record<ShopPolicyPlaceholder, string> {
  const bn = locale === BANGLA
  const w = WORDS[bn ? "bn" : "en"]
  const or = (value: string | null) => value ?? w.unset
  return {
    shop_phone: or(identity.phone && phoneForReading(identity.phone)),
    shop_whatsapp: or(identity.whatsapp && phoneForReading(identity.whatsapp)),
    shop_email: or(identity.email),
    shop_address: or(bn ? (identity.address_bn ?? identity.address_en) : identity.address_en),
    shop_hours: or(bn ? (identity.opening_hours_bn ?? identity.opening_hours_en) : identity.opening_hours_en),
    trade_licence: or(identity.trade_licence),
    payment_methods: bkash ? w.cashOrBkash : w.cashOnDelivery,
  }
}
