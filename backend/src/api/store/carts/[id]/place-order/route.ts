import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderAnswer } from "../../../../utils/order-answer"
import { checkoutInput } from "../../../../utils/checkout-input"
import { placeOrderWorkflow } from "../../../../../workflows/checkout/place-order"
import type { StorePlaceOrder } from "../../../../../workflows/checkout/validators"

/**
 * POST /store/carts/:id/place-order — "Place order" in one request: the delivery address, Home
 * delivery, cash on delivery and the order (workflows/checkout/place-order.ts). `{ order }`, with
 * the fields of POST /store/carts/:id/complete (and its `fields` parameter). Sent again for a cart
 * already ordered (a lost answer), it answers the same order.
 */
export async function POST(req: AuthenticatedMedusaRequest<StorePlaceOrder>, res: MedusaResponse) {
  const { result } = await placeOrderWorkflow(req.scope).run({ input: await checkoutInput(req) })
  res.json({ order: await orderAnswer(req, result.order_id) })
}
