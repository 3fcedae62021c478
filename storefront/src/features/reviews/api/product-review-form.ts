import type { ReviewInput } from "../schemas"

/** What the product page shows after a refused review: the text as sent, its error, or the backend's reason. */
export type ProductReviewAnswer = { error: string | null; fields: Partial<Record<keyof ReviewInput, string>>; description: string; rating: number }

/** The product page opened with this in the address says "Your review is saved" (after the action's redirect). */
export const REVIEWED_PARAM = "reviewed"
/** The form's hidden field: "edit" for the customer's existing review, anything else writes a new one. */
export const INTENT_FIELD = "intent"
