import { z } from "@medusajs/framework/zod"
import { isDayRange, MAX_DELIVERY_DAYS, type DayRange } from "@chaka/rules"
import { messages } from "../messages"

/** One range, checked by the shop's rule (whole days from 0 to 60, min ≤ max) with its message. */
const range = (which: string) => z.custom<DayRange>(isDayRange, { error: messages.deliveryDaysInvalid(which, MAX_DELIVERY_DAYS) })

/** POST /admin/delivery-days: both ranges. */
export const AdminSetDeliveryDays = z.object({ inside_dhaka: range("inside_dhaka"), elsewhere: range("elsewhere") }, { error: messages.deliveryDaysRequired })
export type AdminSetDeliveryDaysType = z.infer<typeof AdminSetDeliveryDays>
