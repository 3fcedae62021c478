import { MedusaError } from "@medusajs/framework/utils"
import { createStep } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"

export type CheckReviewAuthorInput = {
  /** The signed-in customer, who writes the review. */
  customer_id: string
  /** The author ids the request named (the original shop's `user_id`, a `customer_id`), if any. */
  named_author_ids?: (string | null | undefined)[]
}

/**
 * A review is written as the signed-in customer: a request naming anyone else as its author is
 * refused (403), admins included, on every route that writes one (/store/reviews,
 * /shop/reviews). An id not sent is none (a workflow input may carry it as null).
 */
export const checkReviewAuthorStep = createStep("check-review-author", async ({ customer_id, named_author_ids = [] }: CheckReviewAuthorInput) => {
  if (named_author_ids.some((id) => id !== undefined && id !== null && id !== customer_id))
    throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.notYourself)
})
