import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../messages"
import { checkBangladeshAddress, isBangladeshAddress, type AddressFields } from "./bangladesh-address"

/**
 * The Bangladesh address rule, written for the hooks of Medusa's own workflows (cart create and
 * update, customer address create and update), so that every entry point — store API, the
 * Medusa dashboard, a workflow run by code — obeys it. Medusa lets a workflow hook have one
 * handler only, so the shop registers the hooks (its `src/workflows/hooks/`) and calls these;
 * see this plugin's README.
 *
 * Every `assert*` throws a MedusaError INVALID_DATA (HTTP 400) with the reason, or returns. The
 * `complete*` ones, for the hooks after the write, store a valid address as the rule reads it:
 * official spelling, and the division and thana a standard form leaves empty (lib/bangladesh-address).
 */

type Address = AddressFields & { id?: string | null }
type Context = { container: MedusaContainer }

/** A saved address must be a complete, real Bangladeshi address: nothing else is deliverable. */
export function assertBangladeshAddress(address: Address | null | undefined): void {
  if (!address || typeof address !== "object") throw invalid(messages.addressRequired)
  if (!isBangladeshAddress(address)) throw invalid(messages.outsideBangladesh)
  const result = checkBangladeshAddress(address)
  if (!result.ok) throw invalid(result.message)
}

/**
 * Medusa fills a new cart's shipping address with the region's only country and nothing else
 * (and does the same when a cart changes region): that is "no address yet", not an address.
 */
export const isCountryPlaceholder = (address: Address) =>
  typeof address.country_code === "string" &&
  address.country_code !== "" &&
  Object.entries(address).every(([key, value]) => key === "country_code" || value === undefined)

/**
 * `createCartWorkflow.hooks.validate`: a shipping address given with a new cart is checked in
 * full; one given by id (an existing cart address) is read and checked.
 */
export async function assertNewCartAddress({ input }: { input: { shipping_address?: Address | string | null } }, { container }: Context): Promise<void> {
  const address = input.shipping_address
  if (address === undefined || address === null) return
  if (typeof address === "string") return assertBangladeshAddress(await cartAddress(container, address))
  if (isCountryPlaceholder(address)) return
  assertBangladeshAddress(address)
}

/**
 * `updateCartWorkflow.hooks.validate`: a new shipping address is checked in full; a change to
 * the current one (sent with its `id`) is checked as it will be once merged with it. Removing
 * the address (null) is allowed: checkout asks for one.
 */
export async function assertCartAddressUpdate(
  { input, cart }: { input: { shipping_address?: Address | null }; cart?: { shipping_address?: Address | null } | null },
  { container }: Context
): Promise<void> {
  const address = input.shipping_address
  if (address === undefined || address === null) return
  if (isCountryPlaceholder(address)) return
  if (!address.id) return assertBangladeshAddress(address)
  const current = cart?.shipping_address?.id === address.id ? cart.shipping_address : await cartAddress(container, address.id)
  assertBangladeshAddress({ ...(current ?? {}), ...definedFields(address) })
}

/**
 * `createCustomerAddressesWorkflow.hooks.addressesCreated` and
 * `updateCustomerAddressesWorkflow.hooks.addressesUpdated`: the addresses as saved (an update
 * merged with what was there). Medusa gives these workflows no hook before the write; throwing
 * here makes the workflow undo its steps (the new address deleted, the updated one restored).
 */
export function assertSavedCustomerAddresses({ addresses }: { addresses: Address[] | Address }): void {
  for (const address of Array.isArray(addresses) ? addresses : [addresses]) assertBangladeshAddress(address)
}

async function cartAddress(container: MedusaContainer, id: string): Promise<Address | null> {
  const [address] = await container.resolve(Modules.CART).listAddresses({ id })
  return (address as Address | undefined) ?? null
}

const definedFields = (address: Address) => Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined))

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/** The fields the rule reads otherwise than they are stored. */
const COMPLETED_FIELDS = ["province", "city", "address_2", "address_1", "postal_code", "phone"] as const

/**
 * What of a valid Bangladeshi address is to be stored otherwise (its official spelling; the
 * division, thana and postal code the rule found from it), or null: nothing, or not a valid
 * address (the `assert*` hooks refuse those; an address saved before is left as it is).
 */
export function addressCompletion(address: Address | null | undefined): Partial<Record<(typeof COMPLETED_FIELDS)[number], string>> | null {
  if (!address || isCountryPlaceholder(address) || !isBangladeshAddress(address)) return null
  const result = checkBangladeshAddress(address)
  if (!result.ok) return null
  const changed = COMPLETED_FIELDS.filter((field) => result.address[field] !== undefined && result.address[field] !== address[field])
  // Each one the check wrote is a string (the names, the trimmed road and phone, the 4-digit code).
  return changed.length ? Object.fromEntries(changed.map((field) => [field, String(result.address[field])])) : null
}

/**
 * `createCartWorkflow.hooks.cartCreated` and `updateCartWorkflow.hooks.cartUpdated`: the cart's
 * shipping address, however it was given (store API, dashboard, code), stored complete — an
 * address from a standard form gets its division and thana.
 */
export async function completeCartAddress({ cart }: { cart: { id: string } }, { container }: Context): Promise<void> {
  const carts = container.resolve(Modules.CART)
  const [found] = await carts.listCarts({ id: cart.id }, { relations: ["shipping_address"] })
  const address = found?.shipping_address as (Address & { id: string }) | null | undefined
  const fields = addressCompletion(address)
  if (address && fields) await carts.updateAddresses([{ id: address.id, ...fields }])
}

/** `createCustomerAddressesWorkflow.hooks.addressesCreated` / `updateCustomerAddressesWorkflow.hooks.addressesUpdated`, after the check: the same for a customer's addresses. */
export async function completeSavedCustomerAddresses({ addresses }: { addresses: Address[] | Address }, { container }: Context): Promise<void> {
  const customers = container.resolve(Modules.CUSTOMER)
  for (const address of Array.isArray(addresses) ? addresses : [addresses]) {
    const fields = addressCompletion(address)
    if (address.id && fields) await customers.updateCustomerAddresses(address.id, fields)
  }
}
