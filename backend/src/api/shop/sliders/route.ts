import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createSliderWorkflow, type CreateSliderInput } from "@chaka/content/workflows"
import { compatSliders } from "../../../compat/queries/content"
import { inserted } from "../../../compat/shapes/content"

/** GET /shop/sliders — in display order: `[{_id, imgUrl, url}]`. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatSliders(req))
}

/** POST /shop/sliders (admin; multipart image, url). */
export async function POST(req: MedusaRequest<CreateSliderInput>, res: MedusaResponse) {
  const { url, image } = req.validatedBody
  const { result } = await createSliderWorkflow(req.scope).run({ input: { url, image } })
  res.json(inserted(result.id))
}
