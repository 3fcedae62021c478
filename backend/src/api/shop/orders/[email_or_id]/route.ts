import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { callerOf } from "../../../../compat/auth"
import { queryCompatOrders } from "../../../../compat/queries/orders"
import { customerByEmail } from "../../../../workflows/accounts/rules/sign-in-email"
import { deleteOrderWorkflow } from "../../../../workflows/orders/delete-order"

// One path segment, two meanings, as in the original: GET /orders/{email}, DELETE /orders/{id}.

/** GET /shop/orders/{email} (that customer or an admin) — their orders, newest first; [] when none. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const customer = await customerByEmail(req.scope, req.params.email_or_id)
  res.json(customer ? await queryCompatOrders(req.scope, { customer_id: customer.id }) : [])
}

/**
 * DELETE /shop/orders/{id} (its customer or an admin; anyone else is told it does not exist) —
 * canceled (stock released) then hidden by the delete-order workflow: `{ acknowledged, deletedCount }`.
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteOrderWorkflow(req.scope).run({ input: { order_id: req.params.email_or_id, deleted_by: callerOf(req)!.customer_id! } })
  res.json({ acknowledged: true, deletedCount: 1 })
}
