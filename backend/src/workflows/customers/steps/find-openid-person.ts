import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { customerByEmail } from "../../../compat/users"
import type { OpenIdSignIn } from "./read-openid-profile"

export type OpenIdPerson = {
  /** The customer this person already is: linked to this sign-in, or registered with its email. */
  customer_id: string | null
  customer_metadata: Record<string, unknown> | null
  /** The admin user any of the customer's sign-ins opens: admin rights follow the person. */
  user_id: string | null
}

/**
 * Who signs in. The email is the provider's verified address (Medusa's OIDC provider refuses
 * unverified ones), so a customer who registered with a password under that email is the same
 * person and gets no second account — when that password sign-in proved the email too.
 */
export const findOpenIdPersonStep = createStep("find-openid-person", async (signIn: OpenIdSignIn, { container }) => {
  const customers = container.resolve(Modules.CUSTOMER)
  const [customer] = signIn.customer_id
    ? await customers.listCustomers({ id: signIn.customer_id })
    : [await customerByEmail(container, signIn.profile.email)].filter((customer) => customer !== null)

  const person: OpenIdPerson = {
    customer_id: customer?.id ?? null,
    customer_metadata: (customer?.metadata as Record<string, unknown> | null | undefined) ?? null,
    user_id: signIn.user_id ?? (customer ? await adminUserOf(container, customer.id) : null),
  }
  return new StepResponse(person)
})

async function adminUserOf(container: MedusaContainer, customerId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: identities } = await query.graph({
    entity: "auth_identity",
    fields: ["id", "app_metadata"],
    filters: { app_metadata: { customer_id: customerId } } as Record<string, unknown>,
  })
  const userIds = identities.map((identity) => identity.app_metadata?.user_id).filter((id): id is string => typeof id === "string")
  if (!userIds.length) return null
  const [user] = await container.resolve(Modules.USER).listUsers({ id: userIds })
  return user?.id ?? null
}
