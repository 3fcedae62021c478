import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { normaliseEmail } from "../../lib/emails"
import { findCustomerLoginStep } from "../../workflows/admins/steps/find-customer-login"
import { grantAdminStep } from "../../workflows/admins/steps/grant-admin"

/**
 * The make-admin workflow's steps, plus what the original answered with: whether anything
 * changed (`modifiedCount` is 0 when one of the customer's sign-ins already opened the admin).
 */
export const compatMakeAdminWorkflow = createWorkflow("compat-make-admin", (input: { email: string }) => {
  const email = transform({ input }, ({ input }) => normaliseEmail(input.email))
  const login = findCustomerLoginStep(email)
  grantAdminStep(login)
  return new WorkflowResponse(transform({ login }, ({ login }) => ({ changed: !login.user_id })))
})
