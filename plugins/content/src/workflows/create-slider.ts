import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createSliderStep } from "./steps/slider"
import { toUploadInput, type ImageInput } from "./upload-image"

export type CreateSliderInput = { url: string; image: ImageInput; /** What the banner says (its alt text). */ title?: string }

export const createSliderWorkflowId = "create-slider"
export const createSliderWorkflow = createWorkflow(createSliderWorkflowId, (input: CreateSliderInput) => {
  const files = uploadFilesWorkflow.runAsStep({ input: transform({ input }, ({ input }) => toUploadInput(input.image)) })
  const data = transform({ input, files }, ({ input, files }) => ({
    url: input.url,
    title: input.title ?? null,
    image_url: files[0].url,
    image_id: files[0].id,
  }))
  return new WorkflowResponse(createSliderStep(data))
})
