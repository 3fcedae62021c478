import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSliders } from "../../../lib/list-content"
import { imageFrom } from "../../../lib/image-upload"
import { presentSlider } from "../../../lib/present"
import { createSliderWorkflow } from "../../../workflows/create-slider"
import type { AdminCreateSliderType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listSliders(req))
}

/** POST /admin/sliders (multipart: url, image). */
export async function POST(req: MedusaRequest<AdminCreateSliderType>, res: MedusaResponse) {
  const image = imageFrom(req)
  const { result } = await createSliderWorkflow(req.scope).run({ input: { url: req.validatedBody.url, image } })
  res.json({ slider: presentSlider(result) })
}
