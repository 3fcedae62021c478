import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertNotInCart, assertWholeQuantity } from "../../lib/checkout/cart-rules"

/**
 * Adding to a cart (POST /store/carts/:id/line-items, the compatibility API's cart, any code):
 * every quantity whole and 1 or more; a product already in the cart is not added again (422
 * "Already added", the cart unchanged). Runs under the workflow's cart lock, so two additions
 * at once cannot both pass.
 */
addToCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const items = input.items ?? []
  for (const item of items) assertWholeQuantity(item.quantity)
  const variantIds = items.map((item) => item.variant_id).filter((id): id is string => !!id)
  await assertNotInCart(container, input.cart_id, variantIds)
})
