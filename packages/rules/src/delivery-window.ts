/**
 * How many days home delivery takes: one range inside Dhaka district (the shop's warehouse is
 * there), one elsewhere in Bangladesh. An admin sets the days (bd-commerce stores them); the
 * product page, checkout and the order's confirmation say the same through `deliveryWindow`.
 */
export type DayRange = { min: number; max: number }
export type DeliveryDays = { inside_dhaka: DayRange; elsewhere: DayRange }

/** The district that counts as "inside Dhaka" (its official English name, as addresses store it). */
export const DHAKA_DISTRICT = "Dhaka"

/** The most days a range may name (a longer promise is no promise). */
export const MAX_DELIVERY_DAYS = 60

/** What a shop that set nothing promises. */
export const DEFAULT_DELIVERY_DAYS: Readonly<DeliveryDays> = Object.freeze({
  inside_dhaka: Object.freeze({ min: 1, max: 2 }),
  elsewhere: Object.freeze({ min: 3, max: 5 }),
})

/** The delivery window for a district: Dhaka's range for Dhaka district, the other range for any other. */
export function deliveryWindow(
  district: string | null | undefined,
  days: Readonly<DeliveryDays> = DEFAULT_DELIVERY_DAYS
): DayRange & { inside_dhaka: boolean } {
  const inside = (district ?? "").trim().toLowerCase() === DHAKA_DISTRICT.toLowerCase()
  const range = inside ? days.inside_dhaka : days.elsewhere
  return { min: range.min, max: range.max, inside_dhaka: inside }
}

/** Whether a range is one the shop may promise: whole days from 0 to MAX_DELIVERY_DAYS, min ≤ max. */
export function isDayRange(range: unknown): range is DayRange {
  if (typeof range !== "object" || range === null) return false
  const { min, max } = range as Record<string, unknown>
  const day = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DELIVERY_DAYS
  return day(min) && day(max) && (min as number) <= (max as number)
}
