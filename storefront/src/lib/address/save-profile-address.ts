import type { HttpTypes } from "@medusajs/types"
import { getShop } from "../medusa"
import { primaryAddress, toMedusaAddress } from "./address"
import type { AddressInput } from "./schemas"

/**
 * Keeps an address as the customer's default shipping address: updates the one they ship to
 * (so saving twice never adds a second), or adds it when they have none.
 */
export async function saveProfileAddress(customer: HttpTypes.StoreCustomer, address: AddressInput): Promise<void> {
  const { sdk } = await getShop()
  const fields = { ...toMedusaAddress(address, customer), is_default_shipping: true }
  const saved = primaryAddress(customer)
  if (saved) await sdk.store.customer.updateAddress(saved.id, fields)
  else await sdk.store.customer.createAddress(fields)
}
