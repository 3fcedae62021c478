import type { MedusaContainer } from "@medusajs/framework/types"
import { currentShopIdentity, SHOP_IDENTITY_FIELDS, type ShopIdentityChange } from "../../workflows/shop/rules/shop-identity"
import { setShopIdentityWorkflow } from "../../workflows/shop/set-shop-identity"

/**
 * The demo shop's identity: plainly a demo's (a placeholder number, "demo" in the address and
 * hours, no Facebook page), for the owner to replace in the dashboard (Pages & delivery).
 */
export const DEMO_SHOP_IDENTITY = {
  phone: "01700-000000",
  whatsapp: "01700-000000",
  email: "demo@chaka.shop",
  address_en: "Chaka Demo Shop (not a real shop): House 12, Road 5, Dhanmondi, Dhaka 1205",
  address_bn: "চাকা ডেমো শপ (আসল দোকান নয়): বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫",
  facebook_url: null,
  trade_licence: "DEMO-0000",
  opening_hours_en: "Demo shop: Sat to Thu, 10 AM to 8 PM",
  opening_hours_bn: "ডেমো শপ: শনি থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৮টা",
} satisfies ShopIdentityChange

/** Fills only the fields the owner has never set: a second run, or an owner's own values, stay. */
export async function seedShopIdentity(container: MedusaContainer): Promise<void> {
  const current = await currentShopIdentity(container)
  if (SHOP_IDENTITY_FIELDS.some((field) => current[field] !== null)) return
  await setShopIdentityWorkflow(container).run({ input: DEMO_SHOP_IDENTITY })
}
