import type { HttpTypes } from "@medusajs/types"
import { storeSend } from "../../../lib/medusa"
import { primaryAddress, toMedusaAddress } from "./address"
import type { AddressInput } from "./schemas"

/**
 * Keeps an address as the customer's default shipping address: updates the one they ship to
 * (so saving twice never adds a second), or adds it when they have none. Through the store
 * transport, so a route action on the server (checkout's "Save this address to my profile") saves
 * it with the shopper's session as the browser would.
 */
export async function saveProfileAddress(customer: HttpTypes.StoreCustomer, address: AddressInput): Promise<void> {
  const fields = { ...toMedusaAddress(address, customer), is_default_shipping: true }
  const saved = primaryAddress(customer)
  await storeSend("POST", saved ? `/store/customers/me/addresses/${encodeURIComponent(saved.id)}` : "/store/customers/me/addresses", fields)
}
