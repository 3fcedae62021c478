import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"

/** Spec: a rating from 0 to 5 in half-star steps (the reviews plugin checks the same). */
export const MAX_RATING = 5
export const RATING_STEP = 0.5
export const RATING_VALUES = Array.from({ length: MAX_RATING / RATING_STEP + 1 }, (_, i) => i * RATING_STEP)

/** A review: its text and a half-star rating, said in `t` (the page's `messages.reviews`); built once per language. */
export const reviewSchema = perLanguage((t: Messages["reviews"]) =>
  z.object({
    description: z.string().trim().min(1, t.descriptionRequired),
    rating: z
      .number()
      .min(0)
      .max(MAX_RATING)
      .refine((value) => Number.isInteger(value / RATING_STEP)),
  })
)

export type ReviewInput = z.infer<ReturnType<typeof reviewSchema>>

/** My reviews opened with this in the address says "A review was successfully added" (after the add-review action's redirect). */
export const ADDED_PARAM = "added"
