import { BANGLA } from "./locale"

/**
 * The shop's two languages as its storefront names them (`/bn/...`, its language switch) and
 * as a customer chooses one: the language of their email and SMS (workflows/notifications).
 */
export const SHOP_LANGUAGES = ["en", "bn"] as const
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number]

export const isShopLanguage = (value: unknown): value is ShopLanguage => value === "en" || value === "bn"

/**
 * Each language as Medusa keeps it on a cart and its order (`locale`, a BCP 47 tag): Bangla is
 * the Translation module's bn-BD, so the cart's lines take their Bangla titles too.
 */
export const LANGUAGE_LOCALE: Record<ShopLanguage, string> = { en: "en", bn: BANGLA }

/** A Medusa locale (an order's `locale`: "bn-BD", "en-US") as a shop language; undefined for none or another. */
export function languageOfLocale(locale: unknown): ShopLanguage | undefined {
  if (typeof locale !== "string") return undefined
  if (/^bn(-|$)/i.test(locale)) return "bn"
  return /^en(-|$)/i.test(locale) ? "en" : undefined
}
