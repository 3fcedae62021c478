import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { DeliveryDays } from "@chaka/rules"
import { setDeliveryDaysStep } from "./steps/set-delivery-days"

export const setDeliveryDaysWorkflowId = "set-delivery-days"
/** An admin sets how many days home delivery takes inside Dhaka and elsewhere. */
export const setDeliveryDaysWorkflow = createWorkflow(setDeliveryDaysWorkflowId, (input: DeliveryDays) => {
  return new WorkflowResponse(setDeliveryDaysStep(input))
})
