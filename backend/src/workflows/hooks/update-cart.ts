import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertCartAddressUpdate } from "@chaka/bd-commerce/lib/address-rules"

/**
 * A cart's details changed (POST /store/carts/:id, any code): a shipping address set or changed
 * is a complete Bangladeshi address (bd-commerce's rule), checked before anything is written.
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, context) => {
  await assertCartAddressUpdate({ input, cart }, context)
})
