import type { Locale } from "../i18n/locales"

// Bangladesh groups digits in lakhs and crores (1,25,000): en-IN in English, bn-BD (Bangla
// digits, ১,২৫,০০০) on Bangla pages, as Bangla shops and newspapers print prices.
const taka: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 }),
}

/** A BDT amount (Medusa v2 stores whole currency units, not paisa) as shoppers read it: ৳ 1,25,000. */
export function formatBDT(amount: number, locale: Locale = "en"): string {
  return `৳ ${taka[locale].format(amount)}`
}
