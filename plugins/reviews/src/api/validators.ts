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

/** POST /store/products/:id/reviews (write) and /store/products/:id/reviews/me (edit): a half-star rating and a text. */
export const StoreProductReview = z.object({
  description: StoreCreateReview.shape.description,
  rating,
})
export type StoreProductReviewType = z.infer<typeof StoreProductReview>

/** POST /admin/product-reviews/:id: hide or show it, and/or answer it publicly (an empty reply removes it). */
export const AdminModerateProductReview = z
  .object({
    hidden: z.boolean({ error: messages.moderationEmpty }).optional(),
    reply: z
      .string({ error: messages.moderationEmpty })
      .trim()
      .max(REVIEW_LIMITS.reply, messages.replyTooLong(REVIEW_LIMITS.reply))
      .refine(noNul, messages.nulCharacter("reply"))
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => body.hidden !== undefined || body.reply !== undefined, messages.moderationEmpty)
export type AdminModerateProductReviewType = z.infer<typeof AdminModerateProductReview>

const PRODUCT_ID = /^prod_[0-9A-Za-z]{1,64}$/

/** `product_id=prod_a,prod_b` of GET /store/product-ratings: the products, once each, at most ratingsPerRequest. */
export function productIdsOf(value: unknown): string[] | null {
  if (typeof value !== "string") return null
  const ids = [...new Set(value.split(",").map((id) => id.trim()))]
  if (!ids.length || ids.length > REVIEW_LIMITS.ratingsPerRequest || !ids.every((id) => PRODUCT_ID.test(id))) return null
  return ids
}
