/**
 * The shop's two languages. English is the original and lives at unprefixed addresses; Bangla
 * at `/bn/...` (the same routes under React Router's basename, server/shop-server.ts), so a
 * shared `/bn/products/…` link opens in Bangla for anyone, with or without a cookie.
 */
export const LOCALES = ["en", "bn"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "en"

/** Each language's address prefix ("" for English). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", bn: "/bn" }

/** The BCP 47 tag of each language: `<html lang>`, `hreflang`, Intl. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en", bn: "bn" }

/** The language Medusa's Translation module stores Bangla under (store API `locale`). */
export const MEDUSA_LOCALE: Record<Locale, string | undefined> = { en: undefined, bn: "bn-BD" }

/** The cookie that remembers the shopper's choice (a year; readable by nothing but the server). */
export const LOCALE_COOKIE = "chaka_lang"

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "bn"

/** The language an address is in: `/bn` and `/bn/...` are Bangla, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/bn" || pathname.startsWith("/bn/") ? "bn" : "en"
}

/** An address without its language prefix (`/bn/shop` → `/shop`, `/bn` → `/`). */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname
  return pathname.slice(LOCALE_PREFIX.bn.length) || "/"
}

/** The same page in a language: `/shop` → `/bn/shop`, `/` → `/bn`. */
export function inLocale(pathname: string, locale: Locale): string {
  const path = withoutLocale(pathname)
  const prefix = LOCALE_PREFIX[locale]
  if (!prefix) return path
  return path === "/" ? prefix : `${prefix}${path}`
}
