import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listReviews } from "../../../../lib/list-reviews"

/** GET /store/reviews/me: the signed-in customer's reviews. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listReviews(req, { customer_id: req.auth_context.actor_id }))
}
