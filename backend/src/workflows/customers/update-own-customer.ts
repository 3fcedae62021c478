import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkCustomerLimitsStep } from "./steps/check-customer-limits"
import { guardServerMetadataStep } from "./steps/guard-server-metadata"

export type UpdateOwnCustomerInput = {
  customer_id: string
  /** What the customer sends to POST /store/customers/me (Medusa's StoreUpdateCustomer). */
  update: {
    first_name?: string | null
    last_name?: string | null
    company_name?: string | null
    phone?: string | null
    metadata?: Record<string, unknown> | null
  }
  additional_data?: Record<string, unknown>
}

export const updateOwnCustomerWorkflowId = "update-own-customer"
/**
 * A customer changing their own record (POST /store/customers/me): Medusa's
 * updateCustomersWorkflow, after guardServerMetadataStep has refused any change to the metadata
 * keys the shop writes itself (the avatar) and kept their stored values.
 */
export const updateOwnCustomerWorkflow = createWorkflow(updateOwnCustomerWorkflowId, (input: UpdateOwnCustomerInput) => {
  checkCustomerLimitsStep(transform({ input }, ({ input }) => input.update))
  const metadata = guardServerMetadataStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, metadata: input.update.metadata })))
  const updated = updateCustomersWorkflow.runAsStep({
    input: transform({ input, metadata }, ({ input, metadata }) => {
      const { metadata: _asked, ...rest } = input.update
      return {
        selector: { id: input.customer_id },
        update: { ...rest, ...(metadata !== undefined ? { metadata } : {}) },
        additional_data: input.additional_data,
      }
    }),
  })
  return new WorkflowResponse(transform({ updated }, ({ updated }) => updated[0]))
})
