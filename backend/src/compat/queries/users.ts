import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenForAuthIdentity } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { findCustomerCartId } from "../../lib/carts"
import { filesUrlOf } from "../../lib/customer-avatar"
import { emailLikePattern, normaliseEmail } from "../../lib/emails"
import { OPENID_PROVIDER_ID, profileFromClaims } from "../../lib/openid"
import { COMPAT_USER_FIELDS, toCompatUser, type CompatUser, type StoredCompatCustomer } from "../shapes/user"

const sameEmail = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && normaliseEmail(a) === normaliseEmail(b)
export { sameEmail }

async function signInOf(container: MedusaContainer, authIdentityId: string) {
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [authIdentityId] }, { relations: ["provider_identities"] })
  return identity
}

/**
 * The email a sign-in proved: the password sign-in's email, or the one in the verified ID
 * token of a Google (OpenID) sign-in. Null when the sign-in has neither.
 */
export async function signInEmailOf(container: MedusaContainer, authIdentityId: string): Promise<string | null> {
  const identity = await signInOf(container, authIdentityId)
  for (const provider of identity?.provider_identities ?? []) {
    if (provider.provider === "emailpass") return normaliseEmail(provider.entity_id)
    if (provider.provider === OPENID_PROVIDER_ID) {
      const email = profileFromClaims(provider.user_metadata ?? {})?.email
      if (email) return email
    }
  }
  return null
}

/**
 * The registered customer (an account, not a guest) with this email, any letter case, whose own
 * sign-ins proved that email. A record another sign-in made with someone else's email (possible
 * before emails were bound to sign-ins) is never the answer: its maker would read or change the
 * real owner's data, or the owner would share it.
 */
export async function customerByEmail(container: MedusaContainer, email: string) {
  const wanted = normaliseEmail(email)
  const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ email: { $ilike: emailLikePattern(wanted) }, has_account: true })
  for (const customer of customers.filter((candidate) => sameEmail(candidate.email, wanted))) {
    const { data: identities } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "auth_identity",
      fields: ["id"],
      filters: { app_metadata: { customer_id: customer.id } } as Record<string, unknown>,
    })
    const proven = await Promise.all(identities.map((identity) => signInEmailOf(container, identity.id as string)))
    if (proven.includes(wanted)) return customer
  }
  return null
}

/**
 * A fresh customer token for this sign-in (actor_type "customer", the customer it now opens),
 * made as POST /auth/customer/emailpass makes it: Medusa's generator and the project's settings.
 */
export async function customerTokenFor(container: MedusaContainer, authIdentityId: string) {
  const authIdentity = await signInOf(container, authIdentityId)
  const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return generateJwtTokenForAuthIdentity(
    { authIdentity, actorType: "customer", authProvider: authIdentity.provider_identities?.[0]?.provider, container },
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
