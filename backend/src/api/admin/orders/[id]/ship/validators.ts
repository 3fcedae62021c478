import { z } from "@medusajs/framework/zod"
import { messages } from "../../../../../lib/messages"
import { limited } from "../../../../../lib/http/text-field"

/** The longest courier name or tracking number taken. */
export const SHIPMENT_TEXT_MAX = 60

// Optional: an empty field is no value (the admin left it blank).
const text = (name: string) =>
  limited(z.string({ error: messages.orderShipFieldInvalid(name) }).trim(), name, SHIPMENT_TEXT_MAX)
    .optional()
    .transform((value) => value || undefined)

/** POST /admin/orders/:id/ship: who carries the parcel and its tracking number, both optional. */
export const AdminShipOrder = z.object({ courier: text("courier"), tracking_number: text("tracking_number") })
export type AdminShipOrder = z.infer<typeof AdminShipOrder>
