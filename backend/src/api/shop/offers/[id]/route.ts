import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteOfferWorkflow } from "@chaka/content/workflows"
import { deleted } from "../../../../compat/shapes/content"

/** DELETE /shop/offers/{id} (admin). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteOfferWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json(deleted(1))
}
