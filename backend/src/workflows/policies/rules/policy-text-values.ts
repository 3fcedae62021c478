import type { DeliveryDays, DeliveryRate } from "@chaka/rules"
import { BANGLA, type ShopLocale } from "../../../lib/languages/locale"
import { POLICY_TEXTS } from "./policy-texts"

/**
 * The placeholders a policy page's text may quote (the content plugin fills them on every read,
 * workflows/hooks/policy-text-values.ts), each as the settings say it now:
 * - `{dhaka_delivery_days}`, `{elsewhere_delivery_days}`: the admin's delivery days (bd-commerce);
 * - `{delivery_charge}`, `{large_order_delivery_charge}`, `{large_order_threshold}`: Home
 *   delivery's rate (200 taka, 250 taka above 25,000 taka by default).
 */
export const POLICY_PLACEHOLDERS = [
  "dhaka_delivery_days",
  "elsewhere_delivery_days",
  "delivery_charge",
  "large_order_delivery_charge",
  "large_order_threshold",
] as const
export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number]

/** Each placeholder's text in the language asked for (English when undefined). */
export function policyTextValues(days: DeliveryDays, rate: DeliveryRate, locale: ShopLocale | undefined): Record<PolicyPlaceholder, string> {
  const t = POLICY_TEXTS[locale === BANGLA ? "bn" : "en"]
  return {
    dhaka_delivery_days: t.days(days.inside_dhaka),
    elsewhere_delivery_days: t.days(days.elsewhere),
    delivery_charge: t.taka(rate.standard_amount),
    large_order_delivery_charge: t.taka(rate.large_order_amount),
    large_order_threshold: t.taka(rate.large_order_threshold),
  }
}
