import { z } from "@medusajs/framework/zod"
import { compatMessages } from "../messages"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { limited } from "../../lib/http/text-field"

/** GET /shop/reviews?user_id=: one customer's reviews, or every review without it. */
export const ShopListReviews = z.object({
  user_id: limited(z.string({ error: compatMessages.userIdInvalid }).trim().min(1, compatMessages.userIdInvalid), "user_id", FIELD_LIMITS.id).optional(),
})
export type ShopListReviewsType = z.infer<typeof ShopListReviews>
