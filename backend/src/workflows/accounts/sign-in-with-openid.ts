import { acquireLockStep, releaseLockStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { OpenIdProfile } from "./rules/openid"
import { createShopCustomerAccountWorkflow } from "./create-account"
import { findOpenIdPersonStep } from "./steps/find-openid-person"
import { linkSignInStep } from "./steps/link-sign-in"
import { readOpenIdProfileStep } from "./steps/read-openid-profile"

export type SignInWithOpenIdInput = { auth_identity_id: string }
export type SignInWithOpenIdResult = { customer_id: string; created: boolean }

/**
 * The name from the ID token. The provider's picture is not taken: it lives on another server,
 * and the shop only shows pictures it stores itself (the customer can upload one).
 */
function profileUpdate(profile: OpenIdProfile) {
  return { first_name: profile.first_name, last_name: profile.last_name }
}

/**
 * After a verified OpenID sign-in: the first time, the customer is created from the ID token
 * (name; the email the token proved, through the shop's account workflow). When that email
 * already has an account, it is joined only if an OpenID sign-in verified its email too; an
 * account proved by a password sign-in alone answers 409 and nothing is linked
 * (find-openid-person). Every later sign-in syncs the name. An
 * admin stays admin whichever way they sign in. One sign-in per email at a time.
 */
export const signInWithOpenIdWorkflow = createWorkflow("sign-in-with-openid", (input: SignInWithOpenIdInput) => {
  const signIn = readOpenIdProfileStep(input.auth_identity_id)
  const lockKey = transform({ signIn }, ({ signIn }) => `openid-sign-in:${signIn.profile.email}`)
  acquireLockStep({ key: lockKey, timeout: 10, ttl: 30 })

  const person = findOpenIdPersonStep(signIn)

  const created = when("create-openid-customer", { person }, ({ person }) => !person.customer_id).then(() =>
    createShopCustomerAccountWorkflow.runAsStep({
      input: transform({ signIn }, ({ signIn }) => ({
        auth_identity_id: signIn.auth_identity_id,
        customer: { email: signIn.profile.email, ...profileUpdate(signIn.profile) },
      })),
    })
  )

  when("sync-openid-customer", { person }, ({ person }) => !!person.customer_id).then(() => {
    linkSignInStep(
      transform({ signIn, person }, ({ signIn, person }) => ({
        auth_identity_id: signIn.auth_identity_id,
        customer_id: person.customer_id!,
        user_id: person.user_id,
      }))
    )
    updateCustomersWorkflow.runAsStep({
      input: transform({ signIn, person }, ({ signIn, person }) => ({
        selector: { id: person.customer_id! },
        update: profileUpdate(signIn.profile),
      })),
    })
  })

  releaseLockStep({ key: lockKey })
  const result = transform({ person, created }, ({ person, created }): SignInWithOpenIdResult => ({
    customer_id: person.customer_id ?? created!.id,
    created: !person.customer_id,
  }))
  return new WorkflowResponse(result)
})
