import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { normaliseBdPhone } from "@chaka/rules"
import { messages } from "../../../lib/messages"

/*
 * The shop's identity as the owner sets it in the dashboard (issue 56): how shoppers reach the
 * shop and who sells. Kept in the store's metadata, as bd-commerce keeps the delivery days, so it
 * needs no table; read by the storefront's header and footer, the policy pages' placeholders, the
 * emails' footer, the papers' seller block and the structured data.
 */

/** Where it lives in the store's metadata. */
export const SHOP_IDENTITY_KEY = "shop_identity"

export const SHOP_IDENTITY_FIELDS = [
  "phone",
  "whatsapp",
  "email",
  "address_en",
  "address_bn",
  "facebook_url",
  "trade_licence",
  "opening_hours_en",
  "opening_hours_bn",
] as const
export type ShopIdentityField = (typeof SHOP_IDENTITY_FIELDS)[number]

/** Every field, null when the owner has not set it (the storefront then shows nothing for it). */
export type ShopIdentity = Record<ShopIdentityField, string | null>

/** The longest text each field takes. */
export const SHOP_IDENTITY_MAX: Record<ShopIdentityField, number> = {
  phone: 40,
  whatsapp: 40,
  email: 254,
  address_en: 300,
  address_bn: 300,
  facebook_url: 300,
  trade_licence: 60,
  opening_hours_en: 200,
  opening_hours_bn: 200,
}

/** A change the owner sends: the fields to replace, null or empty to clear one. */
export type ShopIdentityChange = Partial<Record<ShopIdentityField, string | null>>

export const EMPTY_SHOP_IDENTITY: ShopIdentity = Object.fromEntries(SHOP_IDENTITY_FIELDS.map((field) => [field, null])) as ShopIdentity

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯"

/**
 * A Bangladeshi mobile in one spelling, +8801XXXXXXXXX, from any a person types: "01712-345678",
 * "+880 1712 345678", "8801712345678", "(017) 12.345.678", or in Bangla digits "০১৭১২৩৪৫৬৭৮";
 * null for anything else.
 */
export function shopPhone(input: string): string | null {
  const latin = [...input].map((char) => (BANGLA_DIGITS.includes(char) ? String(BANGLA_DIGITS.indexOf(char)) : char)).join("")
  const mobile = normaliseBdPhone(latin.replace(/[().]/g, ""))
  return mobile ? `+${mobile}` : null
}

/** The same number as people read it: "+880 1712-345678". */
export function phoneForReading(phone: string): string {
  const digits = phone.replace(/\D/g, "")
  return /^8801\d{9}$/.test(digits) ? `+880 ${digits.slice(3, 7)}-${digits.slice(7)}` : phone
}

/** A Facebook page's address, https only, on facebook.com (www., m., web. or none) and naming a page. */
export function facebookPage(input: string): string | null {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return null
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null
  if (!/^(?:(?:www|m|web)\.)?facebook\.com$/i.test(url.hostname)) return null
  const path = url.pathname.replace(/\/+$/, "")
  if (!path || path === "/") return null
  return `https://www.facebook.com${path}${url.search}`
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

/** One line of text: whitespace runs (new lines too) become one space; control characters refused. */
function oneLine(text: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return null
  return text.replace(/\s+/g, " ").trim()
}

/**
 * The identity after a change: each field sent replaces the stored one (empty or null clears it),
 * each field not sent is kept. Throws the first problem's message (the workflow step turns it into
 * a 400); nothing is kept when any field is wrong.
 */
export function changedShopIdentity(current: ShopIdentity, input: ShopIdentityChange): ShopIdentity | { problem: string } {
  const next: ShopIdentity = { ...current }
  for (const field of SHOP_IDENTITY_FIELDS) {
    if (!(field in input)) continue
    const raw = input[field]
    if (raw === null || raw === undefined) {
      next[field] = null
      continue
    }
    const text = typeof raw === "string" ? oneLine(raw) : null
    if (text === null || raw.length > SHOP_IDENTITY_MAX[field] * 2 || text.length > SHOP_IDENTITY_MAX[field]) {
      return { problem: messages.shopIdentityText(field, SHOP_IDENTITY_MAX[field]) }
    }
    if (!text) {
      next[field] = null
      continue
    }
    if (field === "phone" || field === "whatsapp") {
      const phone = shopPhone(text)
      if (!phone) return { problem: messages.shopIdentityPhone(field) }
      next[field] = phone
    } else if (field === "email") {
      if (!EMAIL.test(text)) return { problem: messages.shopIdentityEmail }
      next[field] = text.toLowerCase()
    } else if (field === "facebook_url") {
      const page = facebookPage(text)
      if (!page || page.length > SHOP_IDENTITY_MAX.facebook_url) return { problem: messages.shopIdentityFacebook }
      next[field] = page
    } else {
      next[field] = text
    }
  }
  return next
}

/** The identity kept in a store's metadata; a field missing or stored broken reads as not set. */
export function shopIdentityFrom(metadata: Record<string, unknown> | null | undefined): ShopIdentity {
  const stored = metadata?.[SHOP_IDENTITY_KEY]
  const record = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {}
  return Object.fromEntries(
    SHOP_IDENTITY_FIELDS.map((field) => [field, typeof record[field] === "string" && record[field] ? (record[field] as string) : null])
  ) as ShopIdentity
}

/** The shop's store record (a Medusa shop has one) with its metadata. */
export async function identityStore(container: MedusaContainer) {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { take: 1, select: ["id", "metadata"] })
  return store
}

/** The identity the owner has set now. */
export async function currentShopIdentity(container: MedusaContainer): Promise<ShopIdentity> {
  return shopIdentityFrom((await identityStore(container))?.metadata)
}

/** One line of how to reach the shop, for an email's footer or a paper: "+880 1712-345678 · hello@shop.bd". */
export function contactLine(identity: ShopIdentity): string {
  return [identity.phone && phoneForReading(identity.phone), identity.email].filter(Boolean).join(" · ")
}
