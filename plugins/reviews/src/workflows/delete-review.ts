import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteReviewStep } from "./steps/delete-review"

export const deleteReviewWorkflowId = "delete-review"
export const deleteReviewWorkflow = createWorkflow(deleteReviewWorkflowId, (input: { id: string }) => {
  return new WorkflowResponse(deleteReviewStep(input.id))
})
