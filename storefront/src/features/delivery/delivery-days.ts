import type { Messages } from "../../i18n/messages"

/** "3 days", or a range "2–4 days", in the page's language. */
export function deliveryDays(t: Messages["delivery"], window: { min: number; max: number }): string {
  return window.min === window.max ? t.days(window.min) : t.dayRange(window.min, window.max)
}
