import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertNewCartAddress } from "@chaka/bd-commerce/lib/address-rules"
import { assertWholeQuantity } from "../../lib/cart-rules"

/**
 * A new cart (POST /store/carts, the storefront's "Buy now" cart, the compatibility API's
 * cart and order, any code): its items' quantities whole and 1 or more, its shipping address,
 * when one is given, a complete Bangladeshi address (bd-commerce's rule).
 */
createCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  for (const item of cart.items ?? []) assertWholeQuantity(item.quantity)
  await assertNewCartAddress({ input }, context)
})
