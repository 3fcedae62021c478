import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

export type CustomerLogin = {
  email: string
  first_name: string | null
  last_name: string | null
  auth_identity_id: string
  /** The admin user this sign-in already opens, if any. */
  user_id: string | null
}

/** The registered customer with this email and the sign-in (auth identity) that opens their account. */
export const findCustomerLoginStep = createStep("find-customer-login", async (email: string, { container }) => {
  const customers = container.resolve(Modules.CUSTOMER)
  const auth = container.resolve(Modules.AUTH)

  const [customer] = await customers.listCustomers({ email, has_account: true })
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.noCustomerWithEmail(email))

  const providerIdentities = await auth.listProviderIdentities({ entity_id: email })
  const identityIds = [...new Set(providerIdentities.map((identity) => identity.auth_identity_id).filter(Boolean))] as string[]
  const identities = identityIds.length ? await auth.listAuthIdentities({ id: identityIds }) : []
  const identity = identities.find((candidate) => candidate.app_metadata?.customer_id === customer.id)
  if (!identity) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.customerHasNoLogin(email))

  const login: CustomerLogin = {
    email,
    first_name: customer.first_name ?? null,
    last_name: customer.last_name ?? null,
    auth_identity_id: identity.id,
    user_id: (identity.app_metadata?.user_id as string | undefined) ?? null,
  }
  return new StepResponse(login)
})
