import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { imageFrom } from "../../../../lib/image-upload"
import { presentSlider } from "../../../../lib/present"
import { deleteSliderWorkflow } from "../../../../workflows/delete-slider"
import { updateSliderWorkflow } from "../../../../workflows/update-slider"
import type { AdminUpdateSliderType } from "../../../validators"

/** POST /admin/sliders/:id (JSON, or multipart with a new `image`): url?, title? (blank or null removes it). */
export async function POST(req: MedusaRequest<AdminUpdateSliderType>, res: MedusaResponse) {
  const image = (req as { file?: unknown }).file ? imageFrom(req) : undefined
  const { result } = await updateSliderWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody, image } })
  res.json({ slider: presentSlider(result) })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteSliderWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "slider", deleted: true })
}
