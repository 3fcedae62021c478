import { z } from "zod"
import { messages } from "../../messages"

/** Spec: a rating from 0 to 5 in half-star steps (the reviews plugin checks the same). */
export const MAX_RATING = 5
export const RATING_STEP = 0.5
export const RATING_VALUES = Array.from({ length: MAX_RATING / RATING_STEP + 1 }, (_, i) => i * RATING_STEP)

export const reviewSchema = z.object({
  description: z.string().trim().min(1, messages.reviews.descriptionRequired),
  rating: z
    .number()
    .min(0)
    .max(MAX_RATING)
    .refine((value) => Number.isInteger(value / RATING_STEP)),
})

export type ReviewInput = z.infer<typeof reviewSchema>
