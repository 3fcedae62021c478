import { isDayRange, type DeliveryDays } from "@chaka/rules"
import type { Messages } from "../../../i18n"
import { DAY_RANGES } from "../delivery-form"

/** What the admin route's action answers the form: done, or refused (the admin area's outcome, by shape). */
type Outcome = { status?: number; done?: string; error?: string; fields?: Record<string, string> }

/** Who sends the change to the admin API (the admin area's, given by the route). */
type Send = <T>(method: "POST", path: string, body: unknown) => Promise<T>

/** A number as typed, read as the page's script reads it (isDayRange then wants whole days). */
const whole = (value: FormDataEntryValue | null) => (typeof value === "string" ? Number(value) : NaN)

/** The posted days, or null when a range is not one (@chaka/rules' isDayRange: whole days, min ≤ max ≤ MAX_DELIVERY_DAYS). */
export function postedDays(form: FormData): DeliveryDays | null {
  const range = (key: (typeof DAY_RANGES)[number]) => ({ min: whole(form.get(`${key}.min`)), max: whole(form.get(`${key}.max`)) })
  const days = { inside_dhaka: range("inside_dhaka"), elsewhere: range("elsewhere") }
  return isDayRange(days.inside_dhaka) && isDayRange(days.elsewhere) ? days : null
}

/**
 * POST /admin/delivery-days (bd-commerce): how many days delivery takes inside Dhaka and
 * elsewhere; the backend checks the days again and forgets the pages showing them.
 */
export async function saveDeliveryDaysByForm({ form, send, messages }: { form: FormData; send: Send; messages: Messages }): Promise<Outcome> {
  const days = postedDays(form)
  if (!days) return { status: 400, error: messages.delivery.invalid }
  await send<{ delivery_days: DeliveryDays }>("POST", "/admin/delivery-days", days)
  return { done: messages.delivery.saved }
}
