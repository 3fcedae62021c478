import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerLoginStep } from "./steps/find-customer-login"
import { grantAdminStep } from "./steps/grant-admin"

export type MakeAdminInput = { email: string }

/** Spec "make admin": an existing customer, found by email, gets admin rights with the same sign-in. */
export const makeAdminWorkflow = createWorkflow("make-admin", (input: MakeAdminInput) => {
  const email = transform({ input }, ({ input }) => input.email.trim().toLowerCase())
  const login = findCustomerLoginStep(email)
  const granted = grantAdminStep(login)
  return new WorkflowResponse(granted)
})
