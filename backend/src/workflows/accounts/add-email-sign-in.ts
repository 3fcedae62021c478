import { releaseLockStep, setAuthAppMetadataStep, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireAccountLockStep } from "./steps/acquire-account-lock"
import { checkEmailAddableStep } from "./steps/check-email-addable"
import { createEmailSignInStep } from "./steps/create-email-sign-in"

export type AddEmailSignInInput = { customer_id: string; email: string; password: string }

export const addEmailSignInWorkflowId = "add-email-sign-in"
/** The lock one account's add-email holds while it runs. */
export const addEmailLockKey = (customerId: string) => `add-email-sign-in:${customerId}`
/**
 * An account made with a mobile number (no email) gets an email and a password (issue 57): a new
 * emailpass sign-in linked to the same customer (app_metadata.customer_id, as Medusa's own
 * sign-up links one), then the customer's email — so either way in opens this account, and later
 * orders' email goes to it (checkout takes the customer's email). The rule is checkEmailAddableStep;
 * if setting the email fails, the new sign-in is removed again.
 */
export const addEmailSignInWorkflow = createWorkflow(addEmailSignInWorkflowId, (input: AddEmailSignInInput) => {
  // One add at a time per account: two at once (a double click, two emails) would both see no email yet.
  const lock = transform({ input }, ({ input }) => addEmailLockKey(input.customer_id))
  // A lock still held after the wait is refused "account_busy" (409); the wait stays under the storefront's 10 s.
  const held = acquireAccountLockStep({ key: lock, timeoutSeconds: 5, ttlSeconds: 60 })
  const email = checkEmailAddableStep(input)
  const signIn = createEmailSignInStep(transform({ input, email }, ({ input, email }) => ({ email, password: input.password })))
  setAuthAppMetadataStep(transform({ input, signIn }, ({ input, signIn }) => ({ authIdentityId: signIn.id, actorType: "customer", value: input.customer_id })))
  const updated = updateCustomersWorkflow.runAsStep({
    input: transform({ input, email }, ({ input, email }) => ({ selector: { id: input.customer_id }, update: { email } })),
  })
  releaseLockStep({ key: lock, ownerId: held.ownerId })
  return new WorkflowResponse(transform({ updated }, ({ updated }) => updated[0]))
})
