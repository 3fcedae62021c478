import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listProductReviews, ownProductReview, ratingsOf } from "../../../../lib/list-product-reviews"
import { createProductReviewWorkflow } from "../../../../workflows/product-reviews"
import type { StoreProductReviewType } from "../../../validators"

/**
 * GET /store/product-reviews/:productId: the product's rating (average, count, distribution 5..1)
 * and its visible reviews, newest first, with the shop's replies. Public, kept by the edge under the product's tag.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const productId = req.params.id
  const [ratings, list] = await Promise.all([ratingsOf(req, [productId]), listProductReviews(req, { product_id: productId, hidden: false })])
  res.json({ product_id: productId, rating: ratings[productId], ...list })
}

/** POST /store/product-reviews/:productId {rating, description}: the signed-in customer's review, once, when the shop says they received it. */
export async function POST(req: AuthenticatedMedusaRequest<StoreProductReviewType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { description, rating } = req.validatedBody
  await createProductReviewWorkflow(req.scope).run({ input: { product_id: req.params.id, customer_id: customerId, description, rating } })
  res.json({ review: await ownProductReview(req, req.params.id, customerId) })
}
