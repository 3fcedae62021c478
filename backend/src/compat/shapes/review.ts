import { shownAvatarUrl } from "@chaka/reviews/api"

/** Spec section 3's review: the author as a one-item array (the original's $lookup of the user). */
export type CompatReview = {
  _id: string
  user_id: string
  description: string
  rating: number
  user: { displayName: string; imgUrl: string | null }[]
}

/** A review read with Query, with its author through the reviews plugin's review-customer link. */
export type StoredReview = {
  id: string
  customer_id: string
  description: string
  rating: number
  customer?: { id?: string | null; first_name?: string | null; last_name?: string | null; metadata?: Record<string, unknown> | null } | null
}

export const COMPAT_REVIEW_FIELDS = [
  "id",
  "customer_id",
  "description",
  "rating",
  "customer.id",
  "customer.first_name",
  "customer.last_name",
  "customer.metadata",
]

/**
 * Named as the reviews plugin names an author ("Customer" without a name); no author → no user.
 * The picture is the shop's stored avatar of the author only (`filesUrl`: see storedFilesUrl).
 */
export function toCompatReview({ id, customer_id, description, rating, customer }: StoredReview, filesUrl: string | null): CompatReview {
  const displayName = [customer?.first_name, customer?.last_name].filter(Boolean).join(" ") || "Customer"
  const avatar = shownAvatarUrl(customer, filesUrl)
  return {
    _id: id,
    user_id: customer_id,
    description,
    rating,
    user: customer ? [{ displayName, imgUrl: typeof avatar === "string" ? avatar : null }] : [],
  }
}
