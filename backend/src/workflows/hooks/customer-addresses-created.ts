import { createCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { assertAddressLimits } from "../../lib/accounts/customer-limits"
import { assertSavedCustomerAddresses } from "@chaka/bd-commerce/api"

/**
 * A customer's new address (POST /store/customers/me/addresses, the dashboard's
 * /admin/customers/:id/addresses, the compatibility API's profile, any code) is a complete
 * Bangladeshi address. Medusa's workflow has no hook before the write: refusing here undoes it
 * (its compensation deletes the address and restores the previous default), so nothing stays.
 */
createCustomerAddressesWorkflow.hooks.addressesCreated(async ({ addresses }) => {
  // Within their lengths (lib/accounts/customer-limits.ts), then a complete Bangladeshi address.
  for (const address of addresses) assertAddressLimits(address)
  assertSavedCustomerAddresses({ addresses })
})
