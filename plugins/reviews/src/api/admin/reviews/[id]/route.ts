import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteReviewWorkflow } from "../../../../workflows/delete-review"

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteReviewWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "review", deleted: true })
}
