import { z } from "zod"
import type { Messages } from "../../../i18n"

/** What POST /admin/orders/:id/ship takes for each (the backend checks the same). */
export const SHIP_TEXT_MAX = 60

const build = (t: Messages["adminOrders"]) => {
  const optionalText = z.string().trim().max(SHIP_TEXT_MAX, t.tooLong(SHIP_TEXT_MAX))
  return z.object({ courier: optionalText, tracking_number: optionalText })
}

const built = new WeakMap<Messages, ReturnType<typeof build>>()

/** Shipping an approved order: the courier and its tracking number, both optional. In the page's language. */
export function shipSchema(messages: Messages) {
  let schema = built.get(messages)
  if (!schema) built.set(messages, (schema = build(messages.adminOrders)))
  return schema
}

export type ShipFormInput = z.infer<ReturnType<typeof shipSchema>>
