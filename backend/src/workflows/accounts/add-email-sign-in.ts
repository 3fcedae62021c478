import { emitEventStep, releaseLockStep, setAuthAppMetadataStep } from "@medusajs/medusa/core-flows"
import { CustomerWorkflowEvents } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { normaliseEmail } from "../../modules/emailpass-normalised/emails"
import { acquireAccountLockStep } from "./steps/acquire-account-lock"
import { checkEmailAddableStep } from "./steps/check-email-addable"
import { createEmailSignInStep } from "./steps/create-email-sign-in"
import { verifyPhoneCodeStep } from "./phone/steps/verify-phone-code"
import { addEmailCodeHolder } from "./rules/add-email-proof"
import { findSignInPhoneStep } from "./steps/find-sign-in-phone"
import { setAddedEmailStep } from "./steps/set-added-email"

export type AddEmailSignInInput = {
  customer_id: string
  /** The caller's sign-in (a phone sign-in): its number got the code. */
  auth_identity_id: string
  email: string
  password: string
  /** The SMS code sent by sendAddEmailCodeWorkflow (add-email-code.ts). */
  code: string
}

export const addEmailSignInWorkflowId = "add-email-sign-in"
/** The lock one account's add-email holds while it runs. */
export const addEmailLockKey = (customerId: string) => `add-email-sign-in:${customerId}`
/** The lock an add of this email holds while it runs, whichever account adds it. */
export const addedEmailLockKey = (email: string) => `add-email-address:${normaliseEmail(email)}`

/**
 * An account made with a mobile number (no email) gets an email and a password (issue 57): a new
 * emailpass sign-in linked to the same customer (app_metadata.customer_id, as Medusa's own
 * sign-up links one), then the customer's email — so either way in opens this account, and later
 * orders' email goes to it (checkout takes the customer's email). The rule is checkEmailAddableStep,
 * then a fresh SMS code to the number the caller signed in with (a session alone, stolen or left
 * open, cannot give the account a password); the code is checked after the email, so a taken email
 * does not spend it. If setting the email fails, the new sign-in is removed again.
 */
export const addEmailSignInWorkflow = createWorkflow(addEmailSignInWorkflowId, (input: AddEmailSignInInput) => {
  // One add at a time per account (a double click, two emails would both see no email yet) and per
  // email (two accounts at once would both pass the check; Medusa's register then hands the second
  // the first's unlinked sign-in when the passwords match). The loser waits and is refused as taken.
  // A lock still held after the wait is refused "account_busy" (409); the wait stays under the storefront's 10 s.
  const keys = transform({ input }, ({ input }) => [
    addEmailLockKey(input.customer_id),
    ...(typeof input.email === "string" ? [addedEmailLockKey(input.email)] : []),
  ])
  const held = acquireAccountLockStep({ keys, timeoutSeconds: 5, ttlSeconds: 60 })
  const email = checkEmailAddableStep(input)
  const number = findSignInPhoneStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, auth_identity_id: input.auth_identity_id })))
  verifyPhoneCodeStep(transform({ input, number }, ({ input, number }) => ({ number, code: input.code, holder: addEmailCodeHolder(input.auth_identity_id) })))
  const signIn = createEmailSignInStep(transform({ input, email }, ({ input, email }) => ({ email, password: input.password })))
  setAuthAppMetadataStep(transform({ input, signIn }, ({ input, signIn }) => ({ authIdentityId: signIn.id, actorType: "customer", value: input.customer_id })))
  // Medusa's updateCustomersWorkflow would answer a unique violation raw: the step says "taken".
  const updated = setAddedEmailStep(transform({ input, email }, ({ input, email }) => ({ customer_id: input.customer_id, email })))
  emitEventStep({ eventName: CustomerWorkflowEvents.UPDATED, data: transform({ updated }, ({ updated }) => [{ id: updated.id }]) })
  releaseLockStep({ key: keys, ownerId: held.ownerId })
  return new WorkflowResponse(updated)
})
