import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { limited } from "../../api/utils/text-field"

/** GET /shop/reviews?user_id=: one customer's reviews, or every review without it. */
export const ShopListReviews = z.object({
  user_id: limited(z.string({ error: messages.compatUserIdInvalid }).trim().min(1, messages.compatUserIdInvalid), "user_id", FIELD_LIMITS.id).optional(),
})
export type ShopListReviewsType = z.infer<typeof ShopListReviews>
