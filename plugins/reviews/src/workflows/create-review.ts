import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createReviewStep, type CreateReviewInput } from "./steps/create-review"

export const createReviewWorkflowId = "create-review"
/** A review by an existing customer (404 when the customer does not exist). */
export const createReviewWorkflow = createWorkflow(createReviewWorkflowId, (input: CreateReviewInput) => {
  useQueryGraphStep({
    entity: "customer",
    fields: ["id"],
    filters: { id: input.customer_id },
    options: { throwIfKeyNotFound: true },
  })
  return new WorkflowResponse(createReviewStep(input))
})
