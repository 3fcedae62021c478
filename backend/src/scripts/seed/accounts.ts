import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "./catalogue"
import { seedRoles } from "./roles"

/**
 * The demo admin (Medusa admin user, also a customer on the same sign-in so the storefront's
 * admin area opens for them) and the demo customer, both signing in with email + password.
 */
export async function seedAccounts(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const users = container.resolve(Modules.USER)
  const customers = container.resolve(Modules.CUSTOMER)

  if (!(await users.listUsers({ email: DEMO_ADMIN.email })).length) {
    const authIdentityId = await emailpassIdentity(container, DEMO_ADMIN.email, DEMO_ADMIN.password)
    await createUserAccountWorkflow(container).run({
      input: { authIdentityId, userData: { email: DEMO_ADMIN.email, first_name: "Chaka", last_name: "Admin" } },
    })
    logger.info(`Created admin user ${DEMO_ADMIN.email}`)
  }
  if (!(await customers.listCustomers({ email: DEMO_ADMIN.email, has_account: true })).length) {
    const authIdentityId = await emailpassIdentity(container, DEMO_ADMIN.email, DEMO_ADMIN.password)
    await createCustomerAccountWorkflow(container).run({
      input: { authIdentityId, customerData: { email: DEMO_ADMIN.email, first_name: "Chaka", last_name: "Admin" } },
    })
  }

  if (!(await customers.listCustomers({ email: DEMO_CUSTOMER.email, has_account: true })).length) {
    const authIdentityId = await emailpassIdentity(container, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const { password: _password, ...customerData } = DEMO_CUSTOMER
    await createCustomerAccountWorkflow(container).run({ input: { authIdentityId, customerData } })
    logger.info(`Created demo customer ${DEMO_CUSTOMER.email}`)
  }
  // The admin roles, the demo admin as owner (roles.ts).
  await seedRoles(container)
}

/** The emailpass identity for this email: registered now, or the one an interrupted seed left. */
export async function emailpassIdentity(container: MedusaContainer, email: string, password: string) {
  const auth = container.resolve(Modules.AUTH)
  const [existing] = await auth.listProviderIdentities({ entity_id: email, provider: "emailpass" })
  if (existing?.auth_identity_id) return existing.auth_identity_id
  const { success, authIdentity, error } = await auth.register("emailpass", { body: { email, password } })
  if (!success || !authIdentity) throw new Error(`Could not register ${email}: ${error}`)
  return authIdentity.id
}
