import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ownProductReview } from "../../../../../lib/list-product-reviews"
import { updateOwnProductReviewWorkflow } from "../../../../../workflows/product-reviews"
import type { StoreProductReviewType } from "../../../../validators"

/** GET /store/product-reviews/:productId/me: the signed-in customer's review of it, or null. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ review: await ownProductReview(req, req.params.id, req.auth_context.actor_id) })
}

/** POST /store/product-reviews/:productId/me {rating, description}: edits the signed-in customer's review (404 without one). */
export async function POST(req: AuthenticatedMedusaRequest<StoreProductReviewType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { description, rating } = req.validatedBody
  await updateOwnProductReviewWorkflow(req.scope).run({ input: { product_id: req.params.id, customer_id: customerId, description, rating } })
  res.json({ review: await ownProductReview(req, req.params.id, customerId) })
}
