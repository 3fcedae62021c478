import { transferCartCustomerWorkflow } from "@medusajs/medusa/core-flows"
import { assertTransferable } from "../cart/rules/visitor-carts"

/**
 * A cart made a customer's (Medusa's POST /store/carts/:id/customer through the shop's
 * transfer-cart workflow, the storefront's claim, any code): only their own cart or an open
 * guest cart; someone else's, a merged or an ordered cart is refused before anything is written.
 */
transferCartCustomerWorkflow.hooks.validate(async ({ input }, { container }) => {
  await assertTransferable(container, input.id, input.customer_id)
})
