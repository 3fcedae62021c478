import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listReviews } from "../../../lib/list-reviews"

/** GET /admin/reviews: for moderation, with the author's email. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listReviews(req, {}, true))
}
