import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"

export type ProductReviewKey = { product_id: string; customer_id: string }
export type ProductReviewText = { description: string; rating: number }
type Stored = { id: string; description: string; rating: number; hidden: boolean; reply: string | null; replied_at: Date | string | null }

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<ReviewModuleService>(REVIEW_MODULE)

/** The customer's review of the product, if any (not deleted). */
async function ownReview(container: { resolve: <T>(key: string) => T }, { product_id, customer_id }: ProductReviewKey) {
  const [review] = await service(container).listProductReviews({ product_id, customer_id }, { take: 1 })
  return review as Stored | undefined
}

/** The product exists (404) and the customer has not reviewed it yet (422: they edit it instead). */
export const checkNewProductReviewStep = createStep("check-new-product-review", async (input: ProductReviewKey, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: input.product_id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productUnknown)
  if (await ownReview(container, input)) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, messages.productReviewAlreadyWritten)
})

/**
 * Only a customer the shop says received the product reviews it: the answer of the workflow's
 * `productReceived` hook (`{ received: true }`). No handler registered, or any other answer: 403.
 */
export const checkProductReceivedStep = createStep("check-product-received", async (result: { received?: unknown } | undefined) => {
  if (result?.received !== true) throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.productReviewNotReceived)
})

export const createProductReviewStep = createStep(
  "create-product-review",
  async (input: ProductReviewKey & ProductReviewText & { verified: boolean }, { container }) => {
    const review = await service(container).createProductReviews(input)
    return new StepResponse(review, review.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteProductReviews(id)
  }
)

/** The customer's own review of the product, new text and rating (404 when they have none); undone by the old ones. */
export const updateOwnProductReviewStep = createStep(
  "update-own-product-review",
  async (input: ProductReviewKey & ProductReviewText, { container }) => {
    const review = await ownReview(container, input)
    if (!review) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productReviewNotFound)
    const updated = await service(container).updateProductReviews({ id: review.id, description: input.description, rating: input.rating })
    return new StepResponse(updated, { id: review.id, description: review.description, rating: review.rating })
  },
  async (before, { container }) => {
    if (before) await service(container).updateProductReviews(before)
  }
)

export type ModerateProductReviewInput = { id: string; hidden?: boolean; reply?: string | null }

/** An admin hides or shows a review and/or answers it (an empty reply removes it; 404 for an unknown review). */
export const moderateProductReviewStep = createStep(
  "moderate-product-review",
  async ({ id, hidden, reply }: ModerateProductReviewInput, { container }) => {
    const [review] = (await service(container).listProductReviews({ id }, { take: 1 })) as Stored[]
    if (!review) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productReviewUnknown)
    const change: Record<string, unknown> = { id }
    if (hidden !== undefined) change.hidden = hidden
    if (reply !== undefined) {
      const text = reply?.trim() || null
      change.reply = text
      change.replied_at = text ? new Date() : null
    }
    const updated = await service(container).updateProductReviews(change as { id: string })
    return new StepResponse(updated, { id, hidden: review.hidden, reply: review.reply, replied_at: review.replied_at ? new Date(review.replied_at) : null })
  },
  async (before, { container }) => {
    if (before) await service(container).updateProductReviews(before)
  }
)

/** Soft-deletes a product review (404 when unknown); undone by restoring it. */
export const deleteProductReviewStep = createStep(
  "delete-product-review",
  async (id: string, { container }) => {
    const [review] = await service(container).listProductReviews({ id }, { take: 1 })
    if (!review) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productReviewUnknown)
    await service(container).softDeleteProductReviews(id)
    return new StepResponse({ id, product_id: review.product_id }, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreProductReviews(id)
  }
)
