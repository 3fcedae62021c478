import { SHOP_TIME_ZONE } from "@chaka/rules"
import type { Locale } from "../i18n/locales"

// In Bangladesh's time zone: the storefront's server (UTC) and the shopper's browser say the same day.
const dateFormat: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }),
  bn: new Intl.DateTimeFormat("bn-BD", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }),
}

/** A date as the account pages show it: 5 March 2025, ৫ মার্চ, ২০২৫. */
export const formatDate = (value: string | Date, locale: Locale = "en") => dateFormat[locale].format(new Date(value))
