import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { customerByEmail } from "../rules/sign-in-email"
import { messages } from "../../../lib/messages"
import { OPENID_PROVIDER_ID, profileFromClaims } from "../rules/openid"
import type { OpenIdSignIn } from "./read-openid-profile"

export type OpenIdPerson = {
  /** The customer this person already is: linked to this sign-in, or opened by a verified sign-in of its email. */
  customer_id: string | null
  /** The admin user any of the customer's sign-ins opens: admin rights follow the person. */
  user_id: string | null
}

type LinkedSignIn = {
  id: string
  app_metadata?: Record<string, unknown> | null
  provider_identities?: { provider: string; user_metadata?: Record<string, unknown> | null }[]
}

/**
 * Who signs in. The email is the provider's verified address (Medusa's OIDC provider refuses
 * unverified ones). An account of that email is joined only when one of its sign-ins is an
 * OpenID sign-in that verified the same email. An account opened with a password sign-in alone
 * proves nothing about the email (emailpass never verifies it: a stranger may have registered
 * it), so the verified sign-in is not joined into it, nor made a second account: 409, telling
 * the person to log in with that account's password. Nothing is linked.
 */
export const findOpenIdPersonStep = createStep("find-openid-person", async (signIn: OpenIdSignIn, { container }) => {
  const customers = container.resolve(Modules.CUSTOMER)
  const [customer] = signIn.customer_id
    ? await customers.listCustomers({ id: signIn.customer_id })
    : [await customerByEmail(container, signIn.profile.email)].filter((customer) => customer !== null)
  const linked = customer ? await signInsOf(container, customer.id) : []
  if (customer && !signIn.customer_id && !linked.some((identity) => verifiedOpenIdOf(identity, signIn.profile.email))) {
    throw new MedusaError(MedusaError.Types.CONFLICT, messages.openIdAccountHasPassword)
  }

  const person: OpenIdPerson = {
    customer_id: customer?.id ?? null,
    user_id: signIn.user_id ?? (customer ? await adminUserOf(container, linked) : null),
  }
  return new StepResponse(person)
})

const verifiedOpenIdOf = (identity: LinkedSignIn, email: string) =>
  (identity.provider_identities ?? []).some(
    (provider) => provider.provider === OPENID_PROVIDER_ID && profileFromClaims(provider.user_metadata ?? {})?.email === email
  )

async function signInsOf(container: MedusaContainer, customerId: string): Promise<LinkedSignIn[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata", "provider_identities.provider", "provider_identities.user_metadata"],
    filters: { app_metadata: { customer_id: customerId } } as Record<string, unknown>,
  })
  return data as unknown as LinkedSignIn[]
}

async function adminUserOf(container: MedusaContainer, identities: LinkedSignIn[]): Promise<string | null> {
  const userIds = identities.map((identity) => identity.app_metadata?.user_id).filter((id): id is string => typeof id === "string")
  if (!userIds.length) return null
  const [user] = await container.resolve(Modules.USER).listUsers({ id: userIds })
  return user?.id ?? null
}
