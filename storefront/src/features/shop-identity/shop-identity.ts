import type { Locale } from "../../i18n/locales"
import { schemaOpeningHours } from "./opening-hours"

/** The shop's identity as GET /store/shop-identity answers it: every field null when the owner has not set it. */
export type ShopIdentity = {
  /** +8801XXXXXXXXX, one spelling (the backend normalises what the owner types). */
  phone: string | null
  whatsapp: string | null
  email: string | null
  address_en: string | null
  address_bn: string | null
  /** https://www.facebook.com/<page> */
  facebook_url: string | null
  trade_licence: string | null
  opening_hours_en: string | null
  opening_hours_bn: string | null
}

/** A stored number as people read it: "+880 1712-345678" (Latin digits in both languages, as it is dialled). */
export function phoneForReading(phone: string): string {
  const digits = phone.replace(/\D/g, "")
  return /^8801\d{9}$/.test(digits) ? `+880 ${digits.slice(3, 7)}-${digits.slice(7)}` : phone
}

/** A tel: link for a stored number. */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, "")}`

/**
 * A WhatsApp chat with the shop's number and a first message (https://wa.me/<digits>?text=…):
 * wa.me takes the number as digits with the country code, no + or spaces.
 */
export const whatsappUrl = (number: string, text: string) => `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`

/** The address in the page's language (the English one where the owner wrote no Bangla). */
export const addressIn = (identity: ShopIdentity, locale: Locale) => (locale === "bn" ? (identity.address_bn ?? identity.address_en) : identity.address_en)

/** The opening hours in the page's language (the English where there is no Bangla). */
export const hoursIn = (identity: ShopIdentity, locale: Locale) =>
  locale === "bn" ? (identity.opening_hours_bn ?? identity.opening_hours_en) : identity.opening_hours_en

/**
 * The shop as structured data (schema.org OnlineStore, an Organization): its name and address,
 * in the page's language, phone, email, hours (read from the English the owner wrote), and its Facebook page
 * as `sameAs`. Only what is set.
 */
export function organizationJsonLd(identity: ShopIdentity | null | undefined, shop: { name: string; url: string; description?: string }, locale: Locale) {
  const address = identity && addressIn(identity, locale)
  // schema.org reads hours in its own format ("Sa-Th 10:00-20:00"), made from the owner's English; left out when unreadable.
  const hours = schemaOpeningHours(identity?.opening_hours_en)
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: shop.name,
    url: shop.url,
    ...(shop.description ? { description: shop.description } : {}),
    ...(identity?.phone ? { telephone: identity.phone } : {}),
    ...(identity?.email ? { email: identity.email } : {}),
    ...(address ? { address: { "@type": "PostalAddress", streetAddress: address, addressCountry: "BD" } } : {}),
    ...(hours ? { openingHours: hours } : {}),
    ...(identity?.facebook_url ? { sameAs: [identity.facebook_url] } : {}),
  }
}
