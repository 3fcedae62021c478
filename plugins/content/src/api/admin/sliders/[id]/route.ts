import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteSliderWorkflow } from "../../../../workflows/delete-slider"

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteSliderWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "slider", deleted: true })
}
