import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { assertAddressLimits } from "../accounts/rules/customer-limits"
import { assertSavedCustomerAddresses, completeSavedCustomerAddresses } from "@chaka/bd-commerce/api"

/**
 * A customer's new address (POST /store/customers/me/addresses, the dashboard's
 * /admin/customers/:id/addresses, the compatibility API's profile, any code) is a complete
 * Bangladeshi address. Medusa's workflow has no hook before the write: refusing here undoes it
 * (its compensation deletes the address and restores the previous default), so nothing stays.
 */
createCustomerAddressesWorkflow.hooks.addressesCreated(async ({ addresses }, context) => {
  // Within their lengths (workflows/accounts/rules/customer-limits.ts), then a complete Bangladeshi address.
  for (const address of addresses) assertAddressLimits(address)
  assertSavedCustomerAddresses({ addresses })
  // Stored as the rule reads it: a standard form's empty division and thana filled in (any route).
  await completeSavedCustomerAddresses({ addresses }, context)
})
