import { deleteFilesWorkflow, uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateNewsStep, validateNewsEditStep, type NewsEdit } from "./steps/news"
import { toUploadInput, type ImageInput } from "./upload-image"

/** A news item's edit: any of its title, text and date, and a new picture. */
export type UpdateNewsInput = { id: string; title?: string; description?: string; date?: Date; image?: ImageInput }

export const updateNewsWorkflowId = "update-news"
/**
 * Checks the item exists and something changes (nothing is uploaded otherwise), stores a new
 * picture through the File module, changes the item, then deletes the picture it replaced. A
 * failed change deletes the new upload; the old picture goes only once the item no longer shows it.
 */
export const updateNewsWorkflow = createWorkflow(updateNewsWorkflowId, (input: UpdateNewsInput) => {
  validateNewsEditStep(
    transform({ input }, ({ input }) => ({
      id: input.id,
      changes: input.title !== undefined || input.description !== undefined || input.date !== undefined || input.image !== undefined,
    }))
  )
  const files = when({ input }, ({ input }) => !!input.image).then(() =>
    uploadFilesWorkflow.runAsStep({ input: transform({ input }, ({ input }) => toUploadInput(input.image!)) })
  )
  const edit = transform({ input, files }, ({ input, files }): NewsEdit => ({
    id: input.id,
    title: input.title,
    description: input.description,
    date: input.date,
    image_url: files?.[0]?.url,
    image_id: files?.[0]?.id,
  }))
  const result = updateNewsStep(edit)
  when({ result }, ({ result }) => !!result.replaced_image_id).then(() =>
    deleteFilesWorkflow.runAsStep({ input: transform({ result }, ({ result }) => ({ ids: [result.replaced_image_id!] })) })
  )
  return new WorkflowResponse(transform({ result }, ({ result }) => result.news))
})
