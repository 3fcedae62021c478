import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertNewCartAddress } from "@chaka/bd-commerce/api"
import { assertCartAddressLimits } from "../accounts/rules/customer-limits"
import { assertCustomersEmail, assertOwnCartAddress, assertWholeQuantity } from "../cart/rules/cart-rules"

/**
 * A new cart (POST /store/carts, the storefront's "Buy now" cart, the compatibility API's
 * cart and order, any code): its items' quantities whole and 1 or more, its shipping address,
 * when one is given, a complete Bangladeshi address (bd-commerce's rule). A new cart has no
 * address of its own yet, so none is taken by id (that would be another cart's). Address fields
 * within their lengths (workflows/accounts/rules/customer-limits.ts). Its email, when given, is its customer's own.
 */
createCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  assertCartAddressLimits(input)
  await assertCustomersEmail(context.container, input.customer_id, input.email)
  assertOwnCartAddress(input.shipping_address, null)
  assertOwnCartAddress(input.billing_address, null)
  for (const item of cart.items ?? []) assertWholeQuantity(item.quantity)
  await assertNewCartAddress({ input }, context)
})
