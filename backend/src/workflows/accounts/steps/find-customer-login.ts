import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { customerByEmail, signInsProvingEmail } from "../rules/sign-in-email"
import { normaliseEmail } from "../../../modules/emailpass-normalised/emails"
import { messages } from "../../../lib/messages"

export type CustomerLogin = {
  email: string
  first_name: string | null
  last_name: string | null
  /** The account's own sign-ins (the password sign-in, the OpenID account), and those already an admin. */
  auth_identity_ids: string[]
  /** The admin user one of these sign-ins already opens, if any. */
  user_id: string | null
}

/** The sign-ins (auth identity ids) linked to this customer account. */
async function signInsOfCustomer(container: MedusaContainer, customerId: string): Promise<string[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "auth_identity",
    fields: ["id"],
    filters: { app_metadata: { customer_id: customerId } } as Record<string, unknown>,
  })
  return data.map((identity) => identity.id as string)
}

/**
 * The sign-ins of this email that already open an admin user (the seeded admin, someone made
 * admin before): granting again changes nothing for them, and tells which admin user it is.
 */
async function adminSignInsWithEmail(container: MedusaContainer, email: string): Promise<string[]> {
  const provers = await signInsProvingEmail(container, email)
  const ids = [...new Set(provers.map((identity) => identity.auth_identity_id).filter((id): id is string => !!id))]
  if (!ids.length) return []
  const identities = await container.resolve(Modules.AUTH).listAuthIdentities({ id: ids })
  return identities.filter((identity) => typeof identity.app_metadata?.user_id === "string").map((identity) => identity.id)
}

/**
 * Whom make-admin promotes: the sign-ins linked to the one account whose own sign-ins proved
 * this email (customerByEmail) — never a sign-in of that email that no account of its owner
 * holds (emailpass does not verify emails: anyone may have registered it), never whoever
 * created a customer record carrying it. Sign-ins of the email that already open an admin user
 * are included (nothing changes for them; it keeps make-admin answering for an existing admin).
 * Neither → 404. The account's name names a new admin user.
 */
export const findCustomerLoginStep = createStep("find-customer-login", async (rawEmail: string, { container }) => {
  const email = normaliseEmail(rawEmail)
  const customer = await customerByEmail(container, email)
  const [linked, admins] = await Promise.all([
    customer ? signInsOfCustomer(container, customer.id) : Promise.resolve([]),
    adminSignInsWithEmail(container, email),
  ])
  const authIdentityIds = [...new Set([...linked, ...admins])]
  if (!authIdentityIds.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.noSignInWithEmail(email))

  const identities = await container.resolve(Modules.AUTH).listAuthIdentities({ id: authIdentityIds })
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
