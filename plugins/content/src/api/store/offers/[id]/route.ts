import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOffer } from "../../../../lib/list-content"

/** GET /store/offers/:id: a live offer card and the products its page lists (404 when not live). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await getOffer(req, req.params.id))
}
