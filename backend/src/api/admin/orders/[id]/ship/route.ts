import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryShopOrder } from "../../../../../workflows/orders/rules/shop-orders"
import { shipOrderWorkflow } from "../../../../../workflows/orders/ship-order"
import type { AdminShipOrder } from "./validators"

/**
 * POST /admin/orders/:id/ship `{ courier?, tracking_number? }` — an approved order handed to a
 * courier (workflows/orders/ship-order.ts): `{ order }` as GET /admin/shop-orders lists it.
 * Shipped already → the same answer, unchanged. Not approved, or canceled → 409.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminShipOrder>, res: MedusaResponse) {
  const { courier, tracking_number } = req.validatedBody
  await shipOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, courier, tracking_number, shipped_by: req.auth_context.actor_id } })
  res.json({ order: await queryShopOrder(req.scope, req.params.id) })
}
