import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { assertCartAddressUpdate } from "@chaka/bd-commerce/api"
import { assertCartAddressLimits } from "../accounts/rules/customer-limits"
import { assertCartNotOrdered, assertCustomersEmail, assertOwnCartAddress } from "../cart/rules/cart-rules"
import { assertNotJoinedToAccount } from "../cart/rules/visitor-carts"

/**
 * A cart's details changed (POST /store/carts/:id, any code), checked before anything is
 * written: an ordered cart is not changed; the email, when given, is the cart's customer's own,
 * and a guest's cart is not joined to a registered customer by the email typed on it (Medusa
 * would link it to that customer: the stranger's cart would show in their account; the store
 * route links it to a guest customer first, cart/update-visitor-cart.ts, so only another caller
 * meets this refusal); an address
 * changed by id is the cart's own; a shipping address set or changed is a complete Bangladeshi
 * address (bd-commerce's rule); address fields within their lengths
 * (workflows/accounts/rules/customer-limits.ts).
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  await assertCartNotOrdered(context.container, cart.id)
  assertCartAddressLimits(input)
  await assertCustomersEmail(context.container, cart.customer_id, input.email)
  await assertNotJoinedToAccount(context.container, cart.customer_id, input.customer_id)
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
