import { updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { assertAddressLimits } from "../accounts/rules/customer-limits"
import { assertSavedCustomerAddresses, completeSavedCustomerAddresses } from "@chaka/bd-commerce/api"

/**
 * A customer's changed address, as it stands after the change (a change of one field is
 * checked with the others): a complete Bangladeshi address. There is no hook before the write:
 * refusing here makes the workflow restore the fields it changed.
 */
updateCustomerAddressesWorkflow.hooks.addressesUpdated(async ({ addresses }, context) => {
  // Within their lengths (workflows/accounts/rules/customer-limits.ts), then a complete Bangladeshi address.
  for (const address of addresses) assertAddressLimits(address)
  assertSavedCustomerAddresses({ addresses })
  // Stored as the rule reads it: a standard form's empty division and thana filled in (any route).
  await completeSavedCustomerAddresses({ addresses }, context)
})
