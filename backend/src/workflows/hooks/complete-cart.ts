import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertCodCheckout } from "../../lib/checkout/cod-checkout"
import { resumeInterruptedCheckout } from "../../lib/checkout/interrupted-checkout"

/**
 * "Place order": the storefront's POST /store/carts/:id/complete and the compatibility API's
 * POST /shop/orders both end in this workflow, so both meet the shop's cash-on-delivery
 * checkout rule (lib/checkout/cod-checkout) before an order is created or a payment authorized, and a
 * checkout its process died in the middle of is finished or withdrawn first
 * (lib/checkout/interrupted-checkout), under the cart's lock.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  await assertCodCheckout(container, cart)
  await resumeInterruptedCheckout(container, cart)
})
