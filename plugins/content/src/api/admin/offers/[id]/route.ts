import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteOfferWorkflow } from "../../../../workflows/offers"

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteOfferWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "offer", deleted: true })
}
