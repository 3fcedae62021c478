import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listSliders } from "../../../lib/list-content"

/** GET /store/sliders: the home slider, in order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listSliders(req))
}
