import { updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { assertSavedCustomerAddresses } from "@chaka/bd-commerce/lib/address-rules"

/**
 * A customer's changed address, as it stands after the change (a change of one field is
 * checked with the others): a complete Bangladeshi address. There is no hook before the write:
 * refusing here makes the workflow restore the fields it changed.
 */
updateCustomerAddressesWorkflow.hooks.addressesUpdated(async ({ addresses }) => {
  assertSavedCustomerAddresses({ addresses })
})
