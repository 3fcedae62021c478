import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteNewsWorkflow } from "../../../../workflows/delete-news"

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteNewsWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "news", deleted: true })
}
