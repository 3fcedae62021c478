import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { finishBkashCheckout } from "../../../../../../workflows/checkout/rules/bkash-checkout"
import { orderAnswer } from "../../../../../utils/order-answer"
import type { StoreBkashReturn } from "./validators"

/**
 * POST /store/carts/:id/bkash/return — the shopper is back from bKash's page with its paymentID
 * (the storefront's /checkout/bkash/<cart id> calls this). The order is made only when bKash's own
 * status query says the payment is complete for this cart's amount (workflows/checkout/rules/bkash-checkout.ts):
 * `{ order }` (fields as place-order's, the same order on every replay), 202 `{ pending, message }`
 * while bKash has not confirmed it, or 400 in the shop's words with the cart intact: for bKash's
 * refusals `{ type, code, message, reason?, bkash_code? }` (workflows/checkout/rules/bkash-outcome.ts), the
 * same on every repeat.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreBkashReturn>, res: MedusaResponse) {
  const { payment_id, status } = req.validatedBody
  const result = await finishBkashCheckout(req.scope, { cart_id: req.params.id, payment_id, status })
  if ("refused" in result) {
    // `code` for the storefront's own words, `reason` and `bkash_code` as bKash gave them.
    res.status(400).json({ type: MedusaError.Types.INVALID_DATA, ...result.refused })
    return
  }
  if ("pending" in result) {
    res.status(202).json(result)
    return
  }
  res.json({ order: await orderAnswer(req, result.order_id) })
}
