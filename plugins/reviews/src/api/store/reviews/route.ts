import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listReviews } from "../../../lib/list-reviews"
import { createReviewWorkflow } from "../../../workflows/create-review"
import type { StoreCreateReviewType } from "../../validators"

/** GET /store/reviews: every review, newest first, with the author's name and avatar. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listReviews(req, {}))
}

/** POST /store/reviews {description, rating}: a review by the signed-in customer (an author named must be them). */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateReviewType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { description, rating, user_id, customer_id } = req.validatedBody
  const { result } = await createReviewWorkflow(req.scope).run({
    input: { customer_id: customerId, description, rating, named_author_ids: [user_id, customer_id] },
  })
  const { reviews } = await listReviews(req, { id: result.id })
  res.json({ review: reviews[0] })
}
