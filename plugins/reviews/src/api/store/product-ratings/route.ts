import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ratingsOf } from "../../../lib/list-product-reviews"
import { REVIEW_LIMITS } from "../../../limits"
import { messages } from "../../../messages"
import { productIdsOf } from "../../validators"

/** GET /store/product-ratings?product_id=prod_a,prod_b: each product's rating (a listing's cards). Public, tagged by product. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const ids = productIdsOf(req.query.product_id)
  if (!ids) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.productIdsInvalid(REVIEW_LIMITS.ratingsPerRequest))
  res.json({ ratings: await ratingsOf(req, ids) })
}
