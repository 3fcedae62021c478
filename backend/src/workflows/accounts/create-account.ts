import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkCustomerLimitsStep } from "./steps/check-customer-limits"
import { bindAccountEmailStep } from "./steps/bind-account-email"
import { checkOwnEmailStep } from "./steps/check-own-email"
import { guardServerMetadataStep } from "./steps/guard-server-metadata"

export type CreateShopCustomerAccountInput = {
  auth_identity_id: string
  customer: {
    /** Optional: when given it must be the sign-in's own email (any letter case). */
    email?: string | null
    first_name?: string | null
    last_name?: string | null
    company_name?: string | null
    phone?: string | null
    metadata?: Record<string, unknown> | null
  }
}

export const createShopCustomerAccountWorkflowId = "create-shop-customer-account"
/**
 * Every customer account the shop creates goes through here (Medusa's POST /store/customers,
 * PUT /shop/users, the OpenID sign-in): the email is the one the sign-in proved, normalised
 * (checkOwnEmailStep, bindAccountEmailStep); the metadata keys the shop reads cannot be set by the request
 * (guardServerMetadataStep); then Medusa's createCustomerAccountWorkflow creates the customer
 * and links it to the sign-in.
 */
export const createShopCustomerAccountWorkflow = createWorkflow(createShopCustomerAccountWorkflowId, (input: CreateShopCustomerAccountInput) => {
  checkCustomerLimitsStep(transform({ input }, ({ input }) => input.customer))
  const proven = checkOwnEmailStep(transform({ input }, ({ input }) => ({ auth_identity_id: input.auth_identity_id, email: input.customer.email })))
  const email = bindAccountEmailStep(proven)
  const metadata = guardServerMetadataStep(transform({ input }, ({ input }) => ({ customer_id: null, metadata: input.customer.metadata })))
  const customer = createCustomerAccountWorkflow.runAsStep({
    input: transform({ input, email, metadata }, ({ input, email, metadata }) => {
      const { email: _asked, metadata: _metadata, ...rest } = input.customer
      return {
        authIdentityId: input.auth_identity_id,
        customerData: { ...rest, email, ...(metadata !== undefined ? { metadata } : {}) },
      }
    }),
  })
  return new WorkflowResponse(customer)
})
