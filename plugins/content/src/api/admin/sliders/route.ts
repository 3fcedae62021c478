import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListSliders } from "../../../lib/admin-content"
import { imageFrom } from "../../../lib/image-upload"
import { presentSlider } from "../../../lib/present"
import { createSliderWorkflow } from "../../../workflows/create-slider"
import type { AdminCreateSliderType } from "../../validators"

/** GET: the list in English, each item with its Bangla (`translations`, lib/admin-content.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminListSliders(req))
}

/** POST /admin/sliders (multipart: url, title?, image). */
export async function POST(req: MedusaRequest<AdminCreateSliderType>, res: MedusaResponse) {
  const image = imageFrom(req)
  const { result } = await createSliderWorkflow(req.scope).run({ input: { url: req.validatedBody.url, title: req.validatedBody.title, image } })
  res.json({ slider: presentSlider(result) })
}
