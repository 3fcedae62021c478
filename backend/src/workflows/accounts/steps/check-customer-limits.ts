import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertCustomerLimits } from "../rules/customer-limits"

export const checkCustomerLimitsStepId = "check-customer-limits"
/**
 * The length limits of a customer's own fields (workflows/accounts/rules/customer-limits.ts), before anything is
 * written: 400 naming the field. Used by the shop's account and own-customer workflows.
 */
export const checkCustomerLimitsStep = createStep(checkCustomerLimitsStepId, async (customer: Record<string, unknown> | undefined) => {
  assertCustomerLimits(customer)
  return new StepResponse(undefined)
})
