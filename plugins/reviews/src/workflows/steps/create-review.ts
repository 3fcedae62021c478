import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export type CreateReviewInput = { customer_id: string; description: string; rating: number }

export const createReviewStepId = "create-review"
export const createReviewStep = createStep(
  createReviewStepId,
  async (input: CreateReviewInput, { container }) => {
    const review = await container.resolve<ReviewModuleService>(REVIEW_MODULE).createReviews(input)
    return new StepResponse(review, review.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewModuleService>(REVIEW_MODULE).deleteReviews(id)
  }
)
