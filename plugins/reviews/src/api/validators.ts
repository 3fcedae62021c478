import { z } from "@medusajs/framework/zod"
import { REVIEW_LIMITS } from "../limits"
import { messages } from "../messages"

const noNul = (value: string) => !value.includes("\0")

const rating = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ratingRequired : messages.ratingRange) })
    .refine((value) => value >= 0 && value <= 5 && Number.isInteger(value * 2), messages.ratingRange)
)

export const StoreCreateReview = z.object({
  description: z
    .string({ error: messages.descriptionRequired })
    .trim()
    .min(1, messages.descriptionRequired)
    .max(REVIEW_LIMITS.text, messages.descriptionTooLong(REVIEW_LIMITS.text))
    .refine(noNul, messages.nulCharacter("description")),
  rating,
  /** The original shop sent the author's id; when given, it must be the signed-in customer. */
  user_id: z.string().max(REVIEW_LIMITS.id, messages.idTooLong("user_id", REVIEW_LIMITS.id)).refine(noNul, messages.nulCharacter("user_id")).optional(),
  customer_id: z
    .string()
    .max(REVIEW_LIMITS.id, messages.idTooLong("customer_id", REVIEW_LIMITS.id))
    .refine(noNul, messages.nulCharacter("customer_id"))
    .optional(),
})
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>
