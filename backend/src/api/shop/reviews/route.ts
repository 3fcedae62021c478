import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createReviewWorkflow } from "@chaka/reviews/workflows"
import type { StoreCreateReviewType } from "@chaka/reviews/api"
import { queryCompatReviews } from "../../../compat/queries/reviews"
import { inserted } from "../../../compat/shapes/content"
import type { ShopListReviewsType } from "../../../compat/validators/reviews"

/** GET /shop/reviews[?user_id=] — every review, or one customer's (that customer or an admin). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { user_id } = req.validatedQuery as ShopListReviewsType
  res.json(await queryCompatReviews(req.scope, user_id))
}

/** POST /shop/reviews {description, rating, user_id} — a review by the signed-in customer (user_id must be them). */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateReviewType>, res: MedusaResponse) {
  const { description, rating, user_id, customer_id } = req.validatedBody
  const { result } = await createReviewWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, description, rating, named_author_ids: [user_id, customer_id] },
  })
  res.json(inserted(result.id))
}
