import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { checkBangladeshAddress, isBangladeshAddress, type AddressFields } from "../../lib/bangladesh-address"

type Body = Record<string, unknown>
const ADDRESS_FIELDS = ["country_code", "province", "city", "address_2", "address_1", "phone"] as const
const touchesAddress = (body: Body) => ADDRESS_FIELDS.some((field) => field in body)

/**
 * Checks the Bangladeshi address in a cart's `shipping_address` against the address data and
 * writes it back in official spelling, before Medusa's own handler stores it.
 */
export function checkCartShippingAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Body
  const address = body.shipping_address as AddressFields | undefined
  if (!address || typeof address !== "object" || !isBangladeshAddress(address)) return next()
  const result = checkBangladeshAddress(address)
  if (!result.ok) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.message))
  replace(req, (target) => ({ ...target, shipping_address: { ...(target.shipping_address as Body), ...result.address } }))
  next()
}

/**
 * Checks a customer's saved address. An update may send only some fields, so it is checked
 * as it will be once merged with the stored address.
 */
export async function checkCustomerAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = (req.body ?? {}) as Body
    if (!touchesAddress(body)) return next()
    const stored = req.params.address_id ? await storedAddress(req, req.params.address_id) : {}
    const merged = { ...stored, ...body } as AddressFields
    if (!isBangladeshAddress(merged)) return next()
    const result = checkBangladeshAddress(merged)
    if (!result.ok) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.message))
    const normalized = Object.fromEntries(ADDRESS_FIELDS.filter((f) => f !== "country_code").map((f) => [f, result.address[f]]))
    replace(req, (target) => ({ ...target, ...normalized }))
    next()
  } catch (error) {
    next(error)
  }
}

async function storedAddress(req: MedusaRequest, id: string): Promise<Body> {
  const [address] = await req.scope.resolve(Modules.CUSTOMER).listCustomerAddresses({ id, customer_id: (req as AuthenticatedMedusaRequest).auth_context?.actor_id })
  return address ? (address as unknown as Body) : {}
}

/** The body as read by the route, whether Medusa's validator has already parsed it or not. */
function replace(req: MedusaRequest, change: (body: Body) => Body) {
  req.body = change((req.body ?? {}) as Body)
  if (req.validatedBody) req.validatedBody = change(req.validatedBody as Body)
}
