import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertCartAddressUpdate } from "@chaka/bd-commerce/lib/address-rules"
import { assertOwnCartAddress } from "../../lib/cart-rules"

/**
 * A cart's details changed (POST /store/carts/:id, any code): a shipping address set or changed
 * is a complete Bangladeshi address (bd-commerce's rule), checked before anything is written; an
 * address changed by id is the cart's own.
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  assertOwnCartAddress(input.shipping_address, cart)
  await assertCartAddressUpdate({ input, cart }, context)
})
