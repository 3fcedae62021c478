import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  checkNewProductReviewStep,
  checkProductReceivedStep,
  createProductReviewStep,
  deleteProductReviewStep,
  moderateProductReviewStep,
  updateOwnProductReviewStep,
  type ModerateProductReviewInput,
  type ProductReviewKey,
  type ProductReviewText,
} from "./steps/product-review"

export type ProductReviewWorkflowInput = ProductReviewKey & ProductReviewText

export const createProductReviewWorkflowId = "create-product-review"
/**
 * A customer's review of a product, once: the product exists (404), they have not reviewed it
 * yet (422), and the shop says they received it. That is the `productReceived` hook's answer:
 * the shop registers a handler (`createProductReviewWorkflow.hooks.productReceived(...)`) that
 * returns `new StepResponse({ received: true })` for a customer who received the product; with
 * no handler, or any other answer, the review is refused (403). The review is marked verified.
 */
export const createProductReviewWorkflow = createWorkflow(createProductReviewWorkflowId, (input: ProductReviewWorkflowInput) => {
  const key = transform({ input }, ({ input }) => ({ product_id: input.product_id, customer_id: input.customer_id }))
  checkNewProductReviewStep(key)
  const productReceived = createHook("productReceived", key)
  checkProductReceivedStep(productReceived.getResult() as { received?: unknown } | undefined)
  const review = createProductReviewStep(transform({ input }, ({ input }) => ({ ...input, verified: true })))
  return new WorkflowResponse(review, { hooks: [productReceived] })
})

export const updateOwnProductReviewWorkflowId = "update-own-product-review"
/** The customer edits their review of the product (404 when they have none): text and rating. */
export const updateOwnProductReviewWorkflow = createWorkflow(updateOwnProductReviewWorkflowId, (input: ProductReviewWorkflowInput) => {
  return new WorkflowResponse(updateOwnProductReviewStep(input))
})

export const moderateProductReviewWorkflowId = "moderate-product-review"
/** An admin hides / shows a product review or answers it publicly. */
export const moderateProductReviewWorkflow = createWorkflow(moderateProductReviewWorkflowId, (input: ModerateProductReviewInput) => {
  return new WorkflowResponse(moderateProductReviewStep(input))
})

export const deleteProductReviewWorkflowId = "delete-product-review"
export const deleteProductReviewWorkflow = createWorkflow(deleteProductReviewWorkflowId, (input: { id: string }) => {
  return new WorkflowResponse(deleteProductReviewStep(input.id))
})
