import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenForAuthIdentity } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { findCustomerCartId } from "../../workflows/cart/rules/carts"
import { filesUrlOf } from "../../workflows/accounts/rules/customer-avatar"
import { signInOf } from "../../workflows/accounts/rules/sign-in-email"
import { mfaClaimsFor, type MfaRecord } from "../../workflows/accounts/rules/admin-mfa"
import { COMPAT_USER_FIELDS, toCompatUser, type CompatUser, type StoredCompatCustomer } from "../shapes/user"

/**
 * A fresh customer token for this sign-in (actor_type "customer", the customer it now opens),
 * made as POST /auth/customer/emailpass makes it: Medusa's generator and the project's settings.
 * It carries the caller's record of the second factor; a sign-in with a factor switched on that
 * the caller's token has not passed gets no token (401: workflows/accounts/rules/admin-mfa).
 */
export async function customerTokenFor(container: MedusaContainer, authIdentityId: string, caller?: MfaRecord) {
  const mfa = await mfaClaimsFor(container, authIdentityId, caller)
  const authIdentity = await signInOf(container, authIdentityId)
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return generateJwtTokenForAuthIdentity(
    { authIdentity, actorType: "customer", authProvider: authIdentity.provider_identities?.[0]?.provider, container, ...mfa },
    { secret: http.jwtSecret!, expiresIn: http.jwtExpiresIn, options: http.jwtOptions }
  )
}

/** The customer's shopping cart as the original's `cart`: product ids and quantities. */
async function cartOf(container: MedusaContainer, customerId: string) {
  const cartId = await findCustomerCartId(container, customerId)
  if (!cartId) return []
  const lines = (await container.resolve(Modules.CART).listLineItems({ cart_id: cartId }, { select: ["product_id", "quantity", "created_at"] })).filter(
    (line) => line.product_id
  )
  // A product deleted since stays in a cart as a line: the original listed only products that exist.
  const ids = [...new Set(lines.map((line) => line.product_id!))]
  const existing = new Set(ids.length ? (await container.resolve(Modules.PRODUCT).listProducts({ id: ids }, { select: ["id"] })).map((p) => p.id) : [])
  return (
    lines
      .filter((line) => existing.has(line.product_id!))
      // Oldest first; lines created together (one request) by product id, so the order is stable.
      .sort((a, b) => new Date(a.created_at as Date).getTime() - new Date(b.created_at as Date).getTime() || a.product_id!.localeCompare(b.product_id!))
      .map((line) => ({ id: line.product_id!, quantity: Number(line.quantity) }))
  )
}

/** The customer in the original user shape, read with Query (addresses) and the Cart module. */
export async function queryCompatUser(container: MedusaContainer, customerId: string): Promise<CompatUser> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "customer",
    fields: COMPAT_USER_FIELDS,
    filters: { id: customerId },
  })
  return toCompatUser(data[0] as unknown as StoredCompatCustomer, await cartOf(container, customerId), filesUrlOf(container))
}
