import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertWholeQuantity } from "../cart/rules/cart-rules"

/**
 * Adding to a cart (POST /store/carts/:id/line-items, the compatibility API's cart, any code):
 * every quantity whole and 1 or more. A product already in the cart gets the added quantity, as
 * Medusa does, within its stock (Medusa's inventory check; the shop's "out of stock" message).
 * The storefront's "Already added" is its own (storefront/src/features/cart/api/cart.server.ts).
 */
addToCartWorkflow.hooks.validate(async ({ input }) => {
  for (const item of input.items ?? []) assertWholeQuantity(item.quantity)
})
