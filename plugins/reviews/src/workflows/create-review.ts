import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkReviewAuthorStep } from "./steps/check-review-author"
import { createReviewStep, type CreateReviewInput } from "./steps/create-review"

export type CreateReviewWorkflowInput = CreateReviewInput & {
  /** The author ids the request named, if any: each must be `customer_id` (checkReviewAuthorStep). */
  named_author_ids?: (string | null | undefined)[]
}

export const createReviewWorkflowId = "create-review"
/** A review by an existing customer, written as themself (403 for another author; 404 when the customer does not exist). */
export const createReviewWorkflow = createWorkflow(createReviewWorkflowId, (input: CreateReviewWorkflowInput) => {
  checkReviewAuthorStep(input)
  useQueryGraphStep({
    entity: "customer",
    fields: ["id"],
    filters: { id: input.customer_id },
    options: { throwIfKeyNotFound: true },
  })
  return new WorkflowResponse(
    createReviewStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, description: input.description, rating: input.rating })))
  )
})
