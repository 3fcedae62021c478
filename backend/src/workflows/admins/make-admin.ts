import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { normaliseEmail } from "../../lib/accounts/emails"
import { findCustomerLoginStep } from "./steps/find-customer-login"
import { grantAdminStep } from "./steps/grant-admin"

export type MakeAdminInput = { email: string }

/** Spec "make admin": the sign-ins that proved this email (not a customer record carrying it) also open the admin. */
export const makeAdminWorkflow = createWorkflow("make-admin", (input: MakeAdminInput) => {
  const email = transform({ input }, ({ input }) => normaliseEmail(input.email))
  const login = findCustomerLoginStep(email)
  const granted = grantAdminStep(login)
  return new WorkflowResponse(granted)
})
