import { createCartWorkflow, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { completeCartAddress } from "@chaka/bd-commerce/api"

/**
 * A cart's shipping address, once written (the validate hooks of create-cart.ts and
 * update-cart.ts checked it first), is stored as bd-commerce's rule reads it, whichever route or
 * code wrote it: official spelling, and the division and thana a standard form (Medusa's
 * starter) leaves empty, found from the district, the postal code or the address line.
 */
createCartWorkflow.hooks.cartCreated(({ cart }, context) => completeCartAddress({ cart }, context))
updateCartWorkflow.hooks.cartUpdated(({ cart }, context) => completeCartAddress({ cart }, context))
