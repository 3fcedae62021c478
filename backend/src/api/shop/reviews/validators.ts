import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"

/** GET /shop/reviews?user_id=: one customer's reviews, or every review without it. */
export const ShopListReviews = z.object({
  user_id: z.string({ error: messages.compatUserIdInvalid }).trim().min(1, messages.compatUserIdInvalid).optional(),
})
export type ShopListReviewsType = z.infer<typeof ShopListReviews>
