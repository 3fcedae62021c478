import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { normaliseEmail } from "../../../lib/emails"
import { messages } from "../../../lib/messages"
import { OPENID_PROVIDER_ID, profileFromClaims } from "../../../lib/openid"

export type CustomerLogin = {
  email: string
  first_name: string | null
  last_name: string | null
  /** Every sign-in that proved this email: the password sign-in, the OpenID account. */
  auth_identity_ids: string[]
  /** The admin user one of these sign-ins already opens, if any. */
  user_id: string | null
}

/**
 * The sign-ins (auth identities) that proved this email — the emailpass sign-in whose email it
 * is, and the OpenID sign-ins whose verified email it is — never whoever created a customer
 * record carrying that email. Their customer's name, when they have one, names the admin user.
 */
export const findCustomerLoginStep = createStep("find-customer-login", async (rawEmail: string, { container }) => {
  const email = normaliseEmail(rawEmail)
  const auth = container.resolve(Modules.AUTH)
  const [passwords, openIds] = await Promise.all([
    // $ilike, then an exact comparison: sign-ins stored before emails were normalised count too.
    auth.listProviderIdentities({ provider: "emailpass", entity_id: { $ilike: email } } as never),
    auth.listProviderIdentities({ provider: OPENID_PROVIDER_ID }),
  ])
  const provers = [
    ...passwords.filter((identity) => normaliseEmail(identity.entity_id) === email),
    ...openIds.filter((identity) => profileFromClaims(identity.user_metadata ?? {})?.email === email),
  ]
  const authIdentityIds = [...new Set(provers.map((identity) => identity.auth_identity_id).filter((id): id is string => !!id))]
  if (!authIdentityIds.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.noSignInWithEmail(email))

  const identities = await auth.listAuthIdentities({ id: authIdentityIds })
  const customerIds = identities.map((identity) => identity.app_metadata?.customer_id).filter((id): id is string => typeof id === "string")
  const [customer] = customerIds.length ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerIds }) : []
  const userId = identities.map((identity) => identity.app_metadata?.user_id).find((id): id is string => typeof id === "string")

  const login: CustomerLogin = {
    email,
    first_name: customer?.first_name ?? null,
    last_name: customer?.last_name ?? null,
    auth_identity_ids: authIdentityIds,
    user_id: userId ?? null,
  }
  return new StepResponse(login)
})
