import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isAvatarFileOf } from "@chaka/reviews/api"

export type DeleteReplacedAvatarInput = { customer_id: string; file_id: string | null }

export const deleteReplacedAvatarStepId = "delete-replaced-avatar"
/**
 * Deletes the picture a new avatar replaced — only a file the avatar workflow stored for this
 * same customer (its name says so: `avatar-<customer id>`). Any other key (a product picture, a
 * slider, another customer's avatar, whatever older metadata named) is left alone and logged.
 * The new avatar is already saved by then, so a file that cannot be deleted is only logged,
 * never an error for the customer.
 */
export const deleteReplacedAvatarStep = createStep(deleteReplacedAvatarStepId, async ({ customer_id, file_id }: DeleteReplacedAvatarInput, { container }) => {
  if (!file_id) return new StepResponse(false)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!isAvatarFileOf(file_id, customer_id)) {
    logger.warn(`Not deleting ${file_id}: it is not an avatar the shop stored for customer ${customer_id}`)
    return new StepResponse(false)
  }
  try {
    await container.resolve(Modules.FILE).deleteFiles([file_id])
    return new StepResponse(true)
  } catch (error) {
    logger.warn(`Could not delete the replaced avatar ${file_id}: ${(error as Error).message}`)
    return new StepResponse(false)
  }
})
