import { acquireLockStep, createCustomerAccountWorkflow, releaseLockStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { OpenIdProfile } from "../../lib/openid"
import type { AvatarMetadata } from "./set-avatar"
import { findOpenIdPersonStep } from "./steps/find-openid-person"
import { linkSignInStep } from "./steps/link-sign-in"
import { readOpenIdProfileStep } from "./steps/read-openid-profile"

export type SignInWithOpenIdInput = { auth_identity_id: string }
export type SignInWithOpenIdResult = { customer_id: string; created: boolean }

/** The provider's picture becomes the avatar unless the customer uploaded one of their own. */
function profileUpdate(profile: OpenIdProfile, metadata: Record<string, unknown> | null) {
  const own = metadata as AvatarMetadata | null
  const avatar = profile.picture && !own?.avatar_file_id ? { metadata: { ...metadata, avatar_url: profile.picture } } : {}
  return { first_name: profile.first_name, last_name: profile.last_name, ...avatar }
}

/**
 * After a verified OpenID sign-in: the first time, the customer is created from the ID token
 * (name, email, picture) — or, when that email already has an account, this sign-in is linked
 * to it, so one person stays one customer. Every later sign-in syncs name and picture. An
 * admin stays admin whichever way they sign in. One sign-in per email at a time.
 */
export const signInWithOpenIdWorkflow = createWorkflow("sign-in-with-openid", (input: SignInWithOpenIdInput) => {
  const signIn = readOpenIdProfileStep(input.auth_identity_id)
  const lockKey = transform({ signIn }, ({ signIn }) => `openid-sign-in:${signIn.profile.email}`)
  acquireLockStep({ key: lockKey, timeout: 10, ttl: 30 })

  const person = findOpenIdPersonStep(signIn)

  const created = when("create-openid-customer", { person }, ({ person }) => !person.customer_id).then(() =>
    createCustomerAccountWorkflow.runAsStep({
      input: transform({ signIn }, ({ signIn }) => ({
        authIdentityId: signIn.auth_identity_id,
        customerData: { email: signIn.profile.email, ...profileUpdate(signIn.profile, {}) },
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
        update: profileUpdate(signIn.profile, person.customer_metadata),
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
