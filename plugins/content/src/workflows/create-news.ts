import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createNewsStep } from "./steps/news"
import { toUploadInput, type ImageInput } from "./upload-image"

export type CreateNewsInput = { title: string; description: string; date?: Date; image: ImageInput }

export const createNewsWorkflowId = "create-news"
/** Stores the picture through the File module, then the news item (the upload is undone if that fails). */
export const createNewsWorkflow = createWorkflow(createNewsWorkflowId, (input: CreateNewsInput) => {
  const files = uploadFilesWorkflow.runAsStep({ input: transform({ input }, ({ input }) => toUploadInput(input.image)) })
  const data = transform({ input, files }, ({ input, files }) => ({
    title: input.title,
    description: input.description,
    date: input.date ?? new Date(),
    image_url: files[0].url,
    image_id: files[0].id,
  }))
  return new WorkflowResponse(createNewsStep(data))
})
