import { isDayRange, MAX_DELIVERY_DAYS, type DeliveryDays } from "@chaka/rules"

/** The delivery days form's four fields, as typed. */
export type DeliveryDaysFields = { inside_dhaka_min: string; inside_dhaka_max: string; elsewhere_min: string; elsewhere_max: string }
export type DeliveryDaysErrors = Partial<Record<"inside_dhaka" | "elsewhere", string>>

export const fieldsOf = (days: DeliveryDays): DeliveryDaysFields => ({
  inside_dhaka_min: String(days.inside_dhaka.min),
  inside_dhaka_max: String(days.inside_dhaka.max),
  elsewhere_min: String(days.elsewhere.min),
  elsewhere_max: String(days.elsewhere.max),
})

/** A typed day: a whole number of digits only ("1.5", "-1", "" and "2e1" are none). */
const day = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : NaN)

/**
 * The body of POST /admin/delivery-days from the form, or each range's problem in `invalid`'s
 * words (the API checks the same with @chaka/rules' isDayRange: whole days from 0 to 60, the first
 * no more than the second), so nothing is sent that would be refused.
 */
export function deliveryDaysFrom(fields: DeliveryDaysFields, invalid: (max: number) => string): { days: DeliveryDays } | { errors: DeliveryDaysErrors } {
  const inside_dhaka = { min: day(fields.inside_dhaka_min), max: day(fields.inside_dhaka_max) }
  const elsewhere = { min: day(fields.elsewhere_min), max: day(fields.elsewhere_max) }
  const errors: DeliveryDaysErrors = {}
  if (!isDayRange(inside_dhaka)) errors.inside_dhaka = invalid(MAX_DELIVERY_DAYS)
  if (!isDayRange(elsewhere)) errors.elsewhere = invalid(MAX_DELIVERY_DAYS)
  return Object.keys(errors).length ? { errors } : { days: { inside_dhaka, elsewhere } }
}
