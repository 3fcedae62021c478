import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export const deleteReplacedAvatarStepId = "delete-replaced-avatar"
/**
 * Deletes the picture a new avatar replaced (one this shop uploaded). The new avatar is already
 * saved by then, so a file that cannot be deleted is only logged, never an error for the customer.
 */
export const deleteReplacedAvatarStep = createStep(deleteReplacedAvatarStepId, async (fileId: string | null, { container }) => {
  if (!fileId) return new StepResponse(false)
  try {
    await container.resolve(Modules.FILE).deleteFiles([fileId])
    return new StepResponse(true)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Could not delete the replaced avatar ${fileId}: ${(error as Error).message}`)
    return new StepResponse(false)
  }
})
