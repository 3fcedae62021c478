import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { cancelOwnOrderWorkflow } from "../../../../../workflows/orders/cancel-own-order"

/**
 * POST /store/orders/:id/cancel — the customer cancels their own order until it ships
 * (workflows/orders/cancel-own-order.ts): `{ order }` read as GET /store/orders/:id reads it
 * (Medusa's getOrderDetailWorkflow, the same `fields`), also when it was canceled already.
 * Shipped → 409; someone else's order → 404 (the route's ownership middleware); a visitor → 401.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await cancelOwnOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, customer_id: req.auth_context.actor_id } })
  const { result } = await getOrderDetailWorkflow(req.scope).run({
    input: { fields: req.queryConfig.fields, order_id: req.params.id, filters: { is_draft_order: false } },
  })
  res.json({ order: result })
}
