import { updateCustomersWorkflow, uploadFilesWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ImageInput } from "@chaka/kit"
import { avatarFileName, type AvatarMetadata } from "@chaka/reviews/api"
import type { ServerNamedFile } from "../../lib/pictures/shop-picture"
import { deleteReplacedAvatarStep } from "./steps/delete-replaced-avatar"

export type SetCustomerAvatarInput = { customer_id: string; image: ImageInput }

/** Where the avatar lives in the customer's metadata (the rest of the metadata is kept). */
export type { AvatarMetadata }

export const setCustomerAvatarWorkflowId = "set-customer-avatar"
/**
 * Stores the picture through the File module (public) under a name it chooses
 * (`avatar-<customer id>-<random>.<ext>`, the prefix given through the provider's server-only
 * field, so no sender's filename can produce it), points the customer's metadata.avatar_url at it, then deletes
 * the picture it replaced — only when that is a file this workflow stored for this same customer
 * (metadata.avatar_file_id with that name), never any other file. If saving the customer fails,
 * the new upload is deleted again. The only writer of the avatar keys.
 */
export const setCustomerAvatarWorkflow = createWorkflow(setCustomerAvatarWorkflowId, (input: SetCustomerAvatarInput) => {
  const { data: customers } = useQueryGraphStep({
    entity: "customer",
    fields: ["id", "metadata"],
    filters: { id: input.customer_id },
    options: { throwIfKeyNotFound: true },
  })
  const files = uploadFilesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => {
      // The file provider names it `avatar-<customer id>-<random>.<real extension>`: the prefix
      // travels in a field only the server sets (lib/pictures/shop-picture.ts), never in a filename.
      const name = avatarFileName(input.customer_id)
      const file: ImageInput & ServerNamedFile = { ...input.image, filename: name, server_name_prefix: name }
      return { files: [{ ...file, access: "public" as const }] }
    }),
  })
  const change = transform({ customers, files }, ({ customers, files }) => {
    const metadata = (customers[0].metadata ?? {}) as Record<string, unknown> & AvatarMetadata
    const avatar: AvatarMetadata = { avatar_url: files[0].url, avatar_file_id: files[0].id }
    return {
      customerId: customers[0].id as string,
      metadata: { ...metadata, ...avatar },
      replacedFileId: typeof metadata.avatar_file_id === "string" ? metadata.avatar_file_id : null,
    }
  })
  const updated = updateCustomersWorkflow.runAsStep({
    input: transform({ change }, ({ change }) => ({ selector: { id: change.customerId }, update: { metadata: change.metadata } })),
  })
  deleteReplacedAvatarStep(transform({ change }, ({ change }) => ({ customer_id: change.customerId, file_id: change.replacedFileId })))
  return new WorkflowResponse(transform({ updated }, ({ updated }) => updated[0]))
})
