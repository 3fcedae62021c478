import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkoutInput } from "../../../../utils/checkout-input"
import { orderAnswer } from "../../../../utils/order-answer"
import { startBkashPaymentWorkflow } from "../../../../../workflows/checkout/start-bkash-payment"
import type { StorePlaceOrder } from "../../../../../workflows/checkout/validators"

/**
 * POST /store/carts/:id/bkash — "Pay with bKash": the same body as place-order (the delivery
 * address); the cart is prepared like it and a bKash payment started
 * (workflows/checkout/start-bkash-payment.ts). `{ bkash_url, payment_id }`: the storefront sends
 * the shopper to bkash_url, and bKash sends them back to <STOREFRONT_URL>/checkout/bkash/<cart id>
 * (the provider's callback_url option, lib/config/medusa.ts).
 * Sent again, the same bKash payment; for a cart already ordered, `{ order }`.
 */
export async function POST(req: AuthenticatedMedusaRequest<StorePlaceOrder>, res: MedusaResponse) {
  const { result } = await startBkashPaymentWorkflow(req.scope).run({ input: await checkoutInput(req) })
  if ("order_id" in result) {
    res.json({ order: await orderAnswer(req, result.order_id) })
    return
  }
  res.json({ bkash_url: result.bkash_url, payment_id: result.payment_id })
}
