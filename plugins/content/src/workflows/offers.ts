import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOfferStep, deleteOfferStep, type OfferData } from "./steps/offer"

export const createOfferWorkflowId = "create-offer"
export const createOfferWorkflow = createWorkflow(createOfferWorkflowId, (input: OfferData) => {
  return new WorkflowResponse(createOfferStep(input))
})

export const deleteOfferWorkflowId = "delete-offer"
export const deleteOfferWorkflow = createWorkflow(deleteOfferWorkflowId, (input: { id: string }) => {
  return new WorkflowResponse(deleteOfferStep(input.id))
})
