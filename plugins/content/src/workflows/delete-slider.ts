import { deleteFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteSliderStep } from "./steps/slider"

export const deleteSliderWorkflowId = "delete-slider"
export const deleteSliderWorkflow = createWorkflow(deleteSliderWorkflowId, (input: { id: string }) => {
  const slider = deleteSliderStep(input.id)
  deleteFilesWorkflow.runAsStep({ input: transform({ slider }, ({ slider }) => ({ ids: [slider.image_id] })) })
  return new WorkflowResponse(slider)
})
