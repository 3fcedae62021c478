import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryShopOrder } from "../../../../../workflows/orders/rules/shop-orders"
import { deliverOrderWorkflow } from "../../../../../workflows/orders/deliver-order"

/**
 * POST /admin/orders/:id/deliver — the shipped order reached its customer
 * (workflows/orders/deliver-order.ts; the cash-on-delivery payment is captured): `{ order }` as
 * GET /admin/shop-orders lists it. Delivered already → the same answer. Not shipped → 409.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deliverOrderWorkflow(req.scope).run({ input: { order_id: req.params.id } })
  res.json({ order: await queryShopOrder(req.scope, req.params.id) })
}
