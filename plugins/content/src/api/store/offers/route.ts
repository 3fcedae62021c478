import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { presentOffer } from "../../../lib/present"

/** GET /store/offers: the home page's offer tags. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const offers = await contentService(req).listOffers({}, { order: { created_at: "ASC" } })
  res.json({ offers: offers.map(presentOffer) })
}
