import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { approveOrderWorkflow } from "../../../../../workflows/orders/approve-order"

/** POST /admin/orders/:id/approve — pending → Approved (spec section 4). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const {
    result: { order },
  } = await approveOrderWorkflow(req.scope).run({
    input: { order_id: req.params.id, approved_by: req.auth_context.actor_id },
  })
  res.json({ order: { id: order.id, status: order.status, metadata: order.metadata } })
}
