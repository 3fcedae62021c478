import { acquireLockStep, releaseLockStep, updateCustomersWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createShopCustomerAccountWorkflow } from "../../workflows/accounts/create-account"
import { checkOwnEmailStep } from "../../workflows/accounts/steps/check-own-email"
import { customerOfSignInStep } from "./steps/customer-of-sign-in"

export type UpsertCompatUserInput = {
  auth_identity_id: string
  /** The customer the caller's token names, or null for a sign-up token (a first PUT /users after registering). */
  customer_id: string | null
  /** The email the request named: it must be the one the sign-in proved (checkOwnEmailStep). */
  email: string
  /** The name to give, or null to leave it as it is (none for a new customer). */
  names: { first_name: string | null; last_name: string | null } | null
}
export type UpsertCompatUserResult = { customer_id: string; created: boolean; modified: boolean }

/**
 * The original's "upsert the user" (PUT /users): the email sent must be the sign-in's own (403
 * otherwise, the shop's email rule). The first time, the customer is created for
 * this sign-in by the shop's account workflow (its email is the one the sign-in proved;
 * Medusa links it to the auth identity); afterwards their name is updated when it
 * changed. The email is never changed here. Idempotent for one sign-in: the customer it is
 * already linked to is the one upserted, even when the token (a sign-up token, sent again after
 * a lost answer) does not name it yet; one upsert per sign-in at a time, so two sent at once
 * make one customer. Another sign-in claiming an email that has an account is still refused
 * (bindAccountEmailStep).
 */
export const upsertCompatUserWorkflow = createWorkflow("upsert-compat-user", (input: UpsertCompatUserInput) => {
  const email = checkOwnEmailStep(transform({ input }, ({ input }) => ({ auth_identity_id: input.auth_identity_id, email: input.email })))
  const lockKey = transform({ input }, ({ input }) => `upsert-compat-user:${input.auth_identity_id}`)
  acquireLockStep({ key: lockKey, timeout: 10, ttl: 30 })
  const customer_id = customerOfSignInStep(transform({ input }, ({ input }) => ({ auth_identity_id: input.auth_identity_id, customer_id: input.customer_id })))

  const created = when("create-compat-user", { customer_id }, ({ customer_id }) => !customer_id).then(() =>
    createShopCustomerAccountWorkflow.runAsStep({
      input: transform({ input, email }, ({ input, email }) => ({
        auth_identity_id: input.auth_identity_id,
        customer: { email, first_name: input.names?.first_name ?? null, last_name: input.names?.last_name ?? null },
      })),
    })
  )

  const { data: existing } = useQueryGraphStep({
    entity: "customer",
    fields: ["id", "first_name", "last_name"],
    filters: transform({ customer_id }, ({ customer_id }) => ({ id: customer_id ?? [] })),
  })
  const renamed = transform({ input, existing }, ({ input, existing }) => {
    const [customer, names] = [existing[0], input.names]
    return !!customer && !!names && ((customer.first_name ?? null) !== names.first_name || (customer.last_name ?? null) !== names.last_name)
  })
  when("rename-compat-user", { renamed }, ({ renamed }) => renamed).then(() => {
    updateCustomersWorkflow.runAsStep({
      input: transform({ input, customer_id }, ({ input, customer_id }) => ({
        selector: { id: customer_id! },
        update: { first_name: input.names!.first_name, last_name: input.names!.last_name },
      })),
    })
  })

  releaseLockStep({ key: lockKey })
  return new WorkflowResponse(
    transform({ customer_id, created, renamed }, ({ customer_id, created, renamed }): UpsertCompatUserResult => ({
      customer_id: customer_id ?? created!.id,
      created: !customer_id,
      modified: renamed,
    }))
  )
})
