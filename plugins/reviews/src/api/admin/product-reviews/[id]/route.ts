import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listProductReviews } from "../../../../lib/list-product-reviews"
import { deleteProductReviewWorkflow, moderateProductReviewWorkflow } from "../../../../workflows/product-reviews"
import type { AdminModerateProductReviewType } from "../../../validators"

/** POST /admin/product-reviews/:id {hidden?, reply?}: hide / show it, answer it (an empty reply removes the answer). */
export async function POST(req: MedusaRequest<AdminModerateProductReviewType>, res: MedusaResponse) {
  await moderateProductReviewWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody } })
  const { reviews } = await listProductReviews(req, { id: req.params.id }, true)
  res.json({ review: reviews[0] })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await deleteProductReviewWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "product_review", deleted: true, product_id: result.product_id })
}
