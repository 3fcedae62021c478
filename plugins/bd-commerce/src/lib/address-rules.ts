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
 * Every function throws a MedusaError INVALID_DATA (HTTP 400) with the reason, or returns.
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
