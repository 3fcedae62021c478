import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listProductReviews } from "../../../lib/list-product-reviews"

/** GET /admin/product-reviews?product_id=&hidden=: every product review (hidden ones too) for moderation, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const filters: Record<string, unknown> = {}
  if (typeof req.query.product_id === "string" && req.query.product_id) filters.product_id = req.query.product_id
  if (req.query.hidden === "true" || req.query.hidden === "false") filters.hidden = req.query.hidden === "true"
  res.json(await listProductReviews(req, filters, true))
}
