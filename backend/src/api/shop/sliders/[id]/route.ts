import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteSliderWorkflow } from "@chaka/content/workflows"
import { deleted } from "../../../../compat/shapes/content"

/** DELETE /shop/sliders/{id} (admin) — the slide and its picture. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteSliderWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json(deleted(1))
}
