import { deleteFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteNewsStep } from "./steps/news"

export const deleteNewsWorkflowId = "delete-news"
/** Removes a news item, then its picture. */
export const deleteNewsWorkflow = createWorkflow(deleteNewsWorkflowId, (input: { id: string }) => {
  const news = deleteNewsStep(input.id)
  deleteFilesWorkflow.runAsStep({ input: transform({ news }, ({ news }) => ({ ids: [news.image_id] })) })
  return new WorkflowResponse(news)
})
