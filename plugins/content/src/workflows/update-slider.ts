import { deleteFilesWorkflow, uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { reorderSlidersStep, updateSliderStep, validateSliderEditStep, type SliderEdit } from "./steps/slider"
import { toUploadInput, type ImageInput } from "./upload-image"

/** A slide's edit: its link, what its banner says (null removes it), and a new picture. */
export type UpdateSliderInput = { id: string; url?: string; title?: string | null; image?: ImageInput }

export const updateSliderWorkflowId = "update-slider"
/**
 * Checks the slide exists and something changes (nothing is uploaded otherwise), stores a new
 * picture, changes the slide, then deletes the picture it replaced (see updateNewsWorkflow).
 */
export const updateSliderWorkflow = createWorkflow(updateSliderWorkflowId, (input: UpdateSliderInput) => {
  validateSliderEditStep(
    transform({ input }, ({ input }) => ({ id: input.id, changes: input.url !== undefined || input.title !== undefined || input.image !== undefined }))
  )
  const files = when({ input }, ({ input }) => !!input.image).then(() =>
    uploadFilesWorkflow.runAsStep({ input: transform({ input }, ({ input }) => toUploadInput(input.image!)) })
  )
  const edit = transform({ input, files }, ({ input, files }): SliderEdit => ({
    id: input.id,
    url: input.url,
    title: input.title,
    image_url: files?.[0]?.url,
    image_id: files?.[0]?.id,
  }))
  const result = updateSliderStep(edit)
  when({ result }, ({ result }) => !!result.replaced_image_id).then(() =>
    deleteFilesWorkflow.runAsStep({ input: transform({ result }, ({ result }) => ({ ids: [result.replaced_image_id!] })) })
  )
  return new WorkflowResponse(transform({ result }, ({ result }) => result.slider))
})

export const reorderSlidersWorkflowId = "reorder-sliders"
/** The home page's slides in the order given: every slide's id once (reorderSlidersStep). */
export const reorderSlidersWorkflow = createWorkflow(reorderSlidersWorkflowId, (input: { ids: string[] }) => {
  return new WorkflowResponse(reorderSlidersStep(input.ids))
})
