import { z } from "@medusajs/framework/zod"
import { messages } from "../messages"

const rating = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingRange) })
    .refine((value) => value >= 0 && value <= 5 && Number.isInteger(value * 2), messages.ratingRange)
)

export const StoreCreateReview = z.object({
  description: z.string({ error: messages.descriptionRequired }).trim().min(1, messages.descriptionRequired),
  rating,
  /** The original shop sent the author's id; when given, it must be the signed-in customer. */
  user_id: z.string().optional(),
  customer_id: z.string().optional(),
})
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>
