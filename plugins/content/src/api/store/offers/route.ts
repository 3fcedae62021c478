import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listOffers } from "../../../lib/list-content"

/** GET /store/offers: the home page's offer tags. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listOffers(req))
}
