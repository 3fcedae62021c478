import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseEnv } from "../../../../../lib/config/env"
import { checkoutInput } from "../../../../utils/checkout-input"
import { orderAnswer } from "../../../../utils/order-answer"
import { startBkashPaymentWorkflow } from "../../../../../workflows/checkout/start-bkash-payment"
import type { StorePlaceOrder } from "../place-order/validators"

let storefrontUrl: string | undefined
/** STOREFRONT_URL, read once: bKash sends the shopper back to the shop's own origin. */
const storefront = () => (storefrontUrl ??= parseEnv(process.env, { requireDatabase: false }).storefrontUrl)

/**
 * POST /store/carts/:id/bkash — "Pay with bKash": the same body as place-order (the delivery
 * address); the cart is prepared like it and a bKash payment started
 * (workflows/checkout/start-bkash-payment.ts). `{ bkash_url, payment_id }`: the storefront sends
 * the shopper to bkash_url, and bKash sends them back to <STOREFRONT_URL>/checkout/bkash/<cart id>.
 * Sent again, the same bKash payment; for a cart already ordered, `{ order }`.
 */
export async function POST(req: AuthenticatedMedusaRequest<StorePlaceOrder>, res: MedusaResponse) {
  const input = await checkoutInput(req)
  const callback_url = `${storefront()}/checkout/bkash/${encodeURIComponent(input.cart_id)}`
  const { result } = await startBkashPaymentWorkflow(req.scope).run({ input: { ...input, callback_url } })
  if ("order_id" in result) {
    res.json({ order: await orderAnswer(req, result.order_id) })
    return
  }
  res.json({ bkash_url: result.bkash_url, payment_id: result.payment_id })
}
