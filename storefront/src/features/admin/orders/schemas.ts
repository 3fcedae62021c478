import { z } from "zod"
import { messages } from "../../../messages"

const t = messages.adminOrders

/** What POST /admin/orders/:id/ship takes for each (the backend checks the same). */
export const SHIP_TEXT_MAX = 60

const optionalText = z.string().trim().max(SHIP_TEXT_MAX, t.tooLong(SHIP_TEXT_MAX))

/** Shipping an approved order: the courier and its tracking number, both optional. */
export const shipSchema = z.object({ courier: optionalText, tracking_number: optionalText })

export type ShipFormInput = z.infer<typeof shipSchema>
