import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { checkBangladeshAddress, isBangladeshAddress, type AddressFields } from "../../lib/bangladesh-address"

type Body = Record<string, unknown>
const ADDRESS_FIELDS = ["country_code", "province", "city", "address_2", "address_1", "postal_code", "phone"] as const
const touchesAddress = (body: Body) => ADDRESS_FIELDS.some((field) => field in body)

/** The fields of a checked address to write back: official spelling, and the division and thana found when left empty. */
const spelledFields = (address: AddressFields) =>
  Object.fromEntries(ADDRESS_FIELDS.filter((f) => f !== "country_code" && address[f] !== undefined).map((f) => [f, address[f]]))

/**
 * Input shaping only: a valid Bangladeshi address in a cart's `shipping_address` is written
 * back in official spelling ("dhaka" → "Dhaka"), with the division and the thana a standard
 * form leaves empty (found from the district, the postal code or the address line: lib/bangladesh-address),
 * before Medusa's handler stores it. The rule
 * itself (an invalid or empty address is refused) is in the workflow hooks (lib/address-rules),
 * so an address this cannot read is passed on unchanged, for the hook to refuse.
 */
export async function spellCartShippingAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const sent = ((req.body ?? {}) as Body).shipping_address as (AddressFields & { id?: unknown }) | undefined
    if (!sent || typeof sent !== "object") return next()
    // A change of some fields of the cart's address (sent with its id) is spelled as merged.
    const stored = typeof sent.id === "string" && req.params.id ? await cartShippingAddress(req, req.params.id, sent.id) : {}
    const address = { ...stored, ...sent } as AddressFields
    if (!isBangladeshAddress(address)) return next()
    const result = checkBangladeshAddress(address)
    if (result.ok) {
      const spelled = spelledFields(result.address)
      replace(req, (target) => ({ ...target, shipping_address: { ...(target.shipping_address as Body), ...spelled } }))
    }
    next()
  } catch (error) {
    next(error)
  }
}

/**
 * The same for a customer's saved address. An update may send only some fields, so the
 * spelling is looked up as the address will be once merged with the stored one.
 */
export async function spellCustomerAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = (req.body ?? {}) as Body
    if (!touchesAddress(body)) return next()
    const stored = req.params.address_id ? await storedAddress(req, req.params.address_id) : {}
    const merged = { ...stored, ...body } as AddressFields
    if (!isBangladeshAddress(merged)) return next()
    const result = checkBangladeshAddress(merged)
    if (result.ok) {
      replace(req, (target) => ({ ...target, ...spelledFields(result.address) }))
    }
    next()
  } catch (error) {
    next(error)
  }
}

async function cartShippingAddress(req: MedusaRequest, cartId: string, addressId: string): Promise<Body> {
  const [cart] = await req.scope.resolve(Modules.CART).listCarts({ id: cartId }, { relations: ["shipping_address"] })
  const address = cart?.shipping_address
  return address && address.id === addressId ? (address as unknown as Body) : {}
}

async function storedAddress(req: MedusaRequest, id: string): Promise<Body> {
  const customerId = (req as AuthenticatedMedusaRequest).auth_context?.actor_id
  if (!customerId) return {}
  const [address] = await req.scope.resolve(Modules.CUSTOMER).listCustomerAddresses({ id, customer_id: customerId })
  return address ? (address as unknown as Body) : {}
}

/** The body as read by the route, whether Medusa's validator has already parsed it or not. */
function replace(req: MedusaRequest, change: (body: Body) => Body) {
  req.body = change((req.body ?? {}) as Body)
  if (req.validatedBody) req.validatedBody = change(req.validatedBody as Body)
}
