import { SHOP_TIME_ZONE } from "@chaka/rules"
import type { Locale } from "../i18n/locales"

// In Bangladesh's time zone: the storefront's server (UTC) and the shopper's browser say the same day.
const dateFormat: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }),
  bn: new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }),
}

/** A date as the account pages show it: 5 March 2025, ৫ মার্চ, ২০২৫. */
export const formatDate = (value: string | Date, locale: Locale = "en") => dateFormat[locale].format(new Date(value))

// A whole number as a field shows it: no grouping (a quantity of 1000 reads ১০০০, not ১,০০০).
const wholeFormat: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IN", { useGrouping: false, maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat("bn-BD", { useGrouping: false, maximumFractionDigits: 0 }),
}

/** A whole number in the page's digits, ungrouped, for a field's value: 12, ১২. */
export const formatWhole = (value: number, locale: Locale = "en") => wholeFormat[locale].format(value)

const BENGALI_DIGIT = /[\u09e6-\u09ef]/g

/** The same text with Bengali digits written as Latin ones (১২ → 12); everything else kept. */
export const toLatinDigits = (text: string) => text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6))

/**
 * A whole number typed in either script (`12`, `১২`, ` ১২ `), NaN for anything else (`1.5`, `১২a`,
 * empty): what a Bangla page's fields and forms post (issue 50), read like the English ones.
 */
export function parseLocalDigits(text: string): number {
  const latin = toLatinDigits(text.trim())
  return /^[0-9]+$/.test(latin) ? Number(latin) : Number.NaN
}
