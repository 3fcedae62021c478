import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"

/** What POST /admin/orders/:id/ship takes for each (the backend checks the same). */
export const SHIP_TEXT_MAX = 60

/** Shipping an approved order: the courier and its tracking number, both optional. In the page's language. */
export const shipSchema = perLanguage((messages: Messages) => {
  const t = messages.adminOrders
  const optionalText = z.string().trim().max(SHIP_TEXT_MAX, t.tooLong(SHIP_TEXT_MAX))
  return z.object({ courier: optionalText, tracking_number: optionalText })
})

export type ShipFormInput = z.infer<ReturnType<typeof shipSchema>>
