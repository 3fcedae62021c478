import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { assertCartAddressUpdate } from "@chaka/bd-commerce/api"
import { assertCartAddressLimits } from "../../lib/accounts/customer-limits"
import { assertCustomersEmail, assertOwnCartAddress } from "../../lib/checkout/cart-rules"

/**
 * A cart's details changed (POST /store/carts/:id, any code), checked before anything is
 * written: the email, when given, is the cart's customer's own; an address changed by id is the
 * cart's own; a shipping address set or changed is a
 * complete Bangladeshi address (bd-commerce's rule); address fields within their lengths
 * (lib/accounts/customer-limits.ts).
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  assertCartAddressLimits(input)
  await assertCustomersEmail(context.container, cart.customer_id, input.email)
  assertOwnCartAddress(input.shipping_address, cart.shipping_address?.id)
  if ((input.billing_address as { id?: unknown } | null | undefined)?.id) {
    const { data } = await context.container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "cart",
      fields: ["billing_address.id"],
      filters: { id: cart.id },
    })
    assertOwnCartAddress(input.billing_address, data[0]?.billing_address?.id)
  }
  await assertCartAddressUpdate({ input, cart }, context)
})
