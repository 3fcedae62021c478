import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

export type CustomerLogin = {
  email: string
  first_name: string | null
  last_name: string | null
  /** Every sign-in that opens the customer's account: password, OpenID. */
  auth_identity_ids: string[]
  /** The admin user one of these sign-ins already opens, if any. */
  user_id: string | null
}

/** The registered customer with this email and the sign-ins (auth identities) that open their account. */
export const findCustomerLoginStep = createStep("find-customer-login", async (email: string, { container }) => {
  const customers = container.resolve(Modules.CUSTOMER)

  const [customer] = await customers.listCustomers({ email, has_account: true })
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.noCustomerWithEmail(email))

  const { data: identities } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata"],
    filters: { app_metadata: { customer_id: customer.id } } as Record<string, unknown>,
  })
  if (!identities.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.customerHasNoLogin(email))
  const userId = identities.map((identity) => identity.app_metadata?.user_id).find((id) => typeof id === "string")

  const login: CustomerLogin = {
    email,
    first_name: customer.first_name ?? null,
    last_name: customer.last_name ?? null,
    auth_identity_ids: identities.map((identity) => identity.id as string),
    user_id: (userId as string | undefined) ?? null,
  }
  return new StepResponse(login)
})
