import type { DayRange } from "@chaka/rules"

/** The words a policy page's placeholders are written in, per language (policy-text-values.ts). */
export type PolicyTexts = {
  /** A delivery time: "1 to 2 days", "১ থেকে ২ দিন". */
  days: (range: DayRange) => string
  /** An amount of taka in words a sentence reads: "25,000 taka", "২৫,০০০ টাকা". */
  taka: (amount: number) => string
}

// Lakh grouping in both languages (25,000; 1,25,000), Bangla digits in Bangla, as the shop prints prices.
const english = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })
const bangla = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 })

const POLICY_TEXTS_EN: PolicyTexts = {
  days: ({ min, max }) => {
    const unit = (n: number) => (n === 1 ? "day" : "days")
    if (max === 0) return "the same day"
    if (min === max) return `${english.format(max)} ${unit(max)}`
    if (min === 0) return `up to ${english.format(max)} ${unit(max)}`
    return `${english.format(min)} to ${english.format(max)} ${unit(max)}`
  },
  taka: (amount) => `${english.format(amount)} taka`,
}

const POLICY_TEXTS_BN: PolicyTexts = {
  days: ({ min, max }) => {
    if (max === 0) return "একই দিনে"
    if (min === max) return `${bangla.format(max)} দিন`
    if (min === 0) return `${bangla.format(max)} দিনের মধ্যে`
    return `${bangla.format(min)} থেকে ${bangla.format(max)} দিন`
  },
  taka: (amount) => `${bangla.format(amount)} টাকা`,
}

export const POLICY_TEXTS: Record<"en" | "bn", PolicyTexts> = { en: POLICY_TEXTS_EN, bn: POLICY_TEXTS_BN }
