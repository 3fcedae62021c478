import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export const deleteReviewStepId = "delete-review"
/** Soft-deletes a review (404 when unknown); undone by restoring it. */
export const deleteReviewStep = createStep(
  deleteReviewStepId,
  async (id: string, { container }) => {
    const service = container.resolve<ReviewModuleService>(REVIEW_MODULE)
    await service.retrieveReview(id)
    await service.softDeleteReviews(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewModuleService>(REVIEW_MODULE).restoreReviews(id)
  }
)
