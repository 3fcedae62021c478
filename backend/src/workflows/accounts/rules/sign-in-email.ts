import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { emailLikePattern, normaliseEmail } from "../../../modules/emailpass-normalised/emails"
import { OPENID_PROVIDER_ID, profileFromClaims } from "./openid"

/** Whether two emails are the same address (any letter case, surrounding spaces ignored). */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && normaliseEmail(a) === normaliseEmail(b)

/** The sign-in (auth identity) with its provider identities. */
export async function signInOf(container: MedusaContainer, authIdentityId: string) {
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
 * The provider identities that prove this (normalised) email: password sign-ins of it, in any
 * letter case ($ilike, escaped, then an exact comparison: rows stored before emails were
 * normalised count too), and Google (OpenID) sign-ins whose verified ID token carries it.
 */
export async function signInsProvingEmail(container: MedusaContainer, email: string) {
  const auth = container.resolve(Modules.AUTH)
  const [passwords, openIds] = await Promise.all([
    auth.listProviderIdentities({ provider: "emailpass", entity_id: { $ilike: emailLikePattern(email) } } as never),
    auth.listProviderIdentities({ provider: OPENID_PROVIDER_ID }),
  ])
  return [
    ...passwords.filter((identity) => normaliseEmail(identity.entity_id) === email),
    ...openIds.filter((identity) => profileFromClaims(identity.user_metadata ?? {})?.email === email),
  ]
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
