import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteOrderWorkflow } from "../../../../workflows/orders/delete-order"

/**
 * DELETE /admin/orders/:id — the spec's "delete order": canceled (stock back on the shelf)
 * and hidden from lists. Medusa's own GET and POST on this path are untouched.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deleteOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, deleted_by: req.auth_context.actor_id } })
  res.json({ id: req.params.id, object: "order", deleted: true })
}
