import type { HttpTypes } from "@medusajs/types"

/**
 * The customer's address to ship to: the default shipping one first, else the first saved. On
 * its own (no form schemas): the product page reads it for its delivery line.
 */
export function primaryAddress(customer: Pick<HttpTypes.StoreCustomer, "addresses">) {
  const addresses = customer.addresses ?? []
  return addresses.find((address) => address.is_default_shipping) ?? addresses[0] ?? null
}
