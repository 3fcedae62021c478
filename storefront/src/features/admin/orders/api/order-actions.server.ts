import type { AdminForm, AdminHandler } from "../../api/admin-action.server"
import { textOf } from "../../api/read-form.server"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { ORDER_INTENTS } from "../forms"
import { shipSchema } from "../schemas"

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`

/** Which order: a form without one is not this page's. */
function orderOf({ id, messages }: AdminForm): string {
  if (!id) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  return id
}

/** POST /admin/orders/:id/ship with the courier and tracking number given (both optional, at most SHIP_TEXT_MAX). */
async function ship(posted: AdminForm): Promise<FormOutcome> {
  const id = orderOf(posted)
  const parsed = shipSchema(posted.messages).safeParse({ courier: textOf(posted.form, "courier"), tracking_number: textOf(posted.form, "tracking_number") })
  if (!parsed.success) return { status: 400, fields: fieldErrors(parsed.error.issues) }
  const { courier, tracking_number } = parsed.data
  await posted.send("POST", `${orderPath(id)}/ship`, { ...(courier ? { courier } : {}), ...(tracking_number ? { tracking_number } : {}) })
  return { done: posted.messages.toasts.orderShipped }
}

/**
 * /admin/manage-order's forms: approve (placed → approved), ship, deliver (shipped → delivered, the
 * cash captured), delete (the order canceled; the backend refuses a shipped one, 409).
 */
export const orderHandlers: Record<string, AdminHandler> = {
  [ORDER_INTENTS.approve]: async (posted) => {
    await posted.send("POST", `${orderPath(orderOf(posted))}/approve`)
    return { done: posted.messages.toasts.orderApproved }
  },
  [ORDER_INTENTS.ship]: ship,
  [ORDER_INTENTS.deliver]: async (posted) => {
    await posted.send("POST", `${orderPath(orderOf(posted))}/deliver`)
    return { done: posted.messages.toasts.orderDelivered }
  },
  [ORDER_INTENTS.delete]: async (posted) => {
    await posted.send("DELETE", orderPath(orderOf(posted)))
    return { done: posted.messages.toasts.orderDeleted }
  },
}
