import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkCustomerLimitsStep } from "./steps/check-customer-limits"
import { guardServerMetadataStep } from "./steps/guard-server-metadata"
import { setSmsPreferenceStep } from "./steps/set-sms-preference"

export type UpdateOwnCustomerInput = {
  customer_id: string
  /** What the customer sends to POST /store/customers/me (Medusa's StoreUpdateCustomer). */
  update: {
    first_name?: string | null
    last_name?: string | null
    company_name?: string | null
    phone?: string | null
    metadata?: Record<string, unknown> | null
    /** The shop's own: "Send me SMS about my orders", kept as metadata.sms_opt_out (the opposite). */
    sms_notifications?: boolean
  }
  additional_data?: Record<string, unknown>
}

export const updateOwnCustomerWorkflowId = "update-own-customer"
/**
 * A customer changing their own record (POST /store/customers/me): Medusa's
 * updateCustomersWorkflow, after guardServerMetadataStep has refused any change to the metadata
 * keys the shop writes itself (the avatar) and kept their stored values, and setSmsPreferenceStep
 * has put the customer's SMS choice into the metadata.
 */
export const updateOwnCustomerWorkflow = createWorkflow(updateOwnCustomerWorkflowId, (input: UpdateOwnCustomerInput) => {
  checkCustomerLimitsStep(transform({ input }, ({ input }) => input.update))
  const guarded = guardServerMetadataStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, metadata: input.update.metadata })))
  const metadata = setSmsPreferenceStep(
    transform({ input, guarded }, ({ input, guarded }) => ({
      customer_id: input.customer_id,
      metadata: guarded,
      sms_notifications: input.update.sms_notifications,
    }))
  )
  const updated = updateCustomersWorkflow.runAsStep({
    input: transform({ input, metadata }, ({ input, metadata }) => {
      const { metadata: _asked, sms_notifications: _sms, ...rest } = input.update
      return {
        selector: { id: input.customer_id },
        update: { ...rest, ...(metadata !== undefined ? { metadata } : {}) },
        additional_data: input.additional_data,
      }
    }),
  })
  return new WorkflowResponse(transform({ updated }, ({ updated }) => updated[0]))
})
