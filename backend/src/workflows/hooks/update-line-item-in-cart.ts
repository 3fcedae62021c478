import { updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertWholeQuantity } from "../cart/rules/cart-rules"

/**
 * Changing a line's quantity (POST /store/carts/:id/line-items/:line_id, any code): a whole
 * number of 1 or more. Medusa's store route would take 0 as "remove the line"; the shop removes
 * a line with DELETE only (the storefront's − button stops at 1), so 0 is refused like 1.5.
 */
updateLineItemInCartWorkflow.hooks.validate(async ({ input }) => {
  if (input.update.quantity !== undefined) assertWholeQuantity(input.update.quantity)
})
