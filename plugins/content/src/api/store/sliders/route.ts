import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { presentSlider } from "../../../lib/present"

/** GET /store/sliders: the home slider, in order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const sliders = await contentService(req).listSliders({}, { order: { rank: "ASC", created_at: "ASC" } })
  res.json({ sliders: sliders.map(presentSlider) })
}
