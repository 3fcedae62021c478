import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { checkoutInput } from "../../../../utils/checkout-input"
import { setCheckoutDeliveryWorkflow } from "../../../../../workflows/checkout/set-checkout-delivery"
import type { StorePlaceOrder } from "../../../../../workflows/checkout/validators"

/**
 * POST /store/carts/:id/delivery — the checkout's delivery preview: the address (the body of
 * place-order; `expected_total` is ignored) and Home delivery put on the cart, so its totals are
 * the ones the order will have, delivery promotions included
 * (workflows/checkout/set-checkout-delivery.ts). Answers `{ cart }` with Medusa's store cart fields
 * (and its `fields` parameter): read `shipping_total`, `discount_total`, `total`.
 */
export async function POST(req: AuthenticatedMedusaRequest<StorePlaceOrder>, res: MedusaResponse) {
  const { expected_total: _shown, ...input } = await checkoutInput(req)
  await setCheckoutDeliveryWorkflow(req.scope).run({ input })
  res.json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
