import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { Review } from "./review"

/** A review as GET /store/reviews/me returns it (the public shape plus when it was written). */
export type MyReview = Review & { created_at: string }

export const myReviewsQueryKey = [...shopKeys.account, "reviews"] as const

/** The signed-in customer's reviews, newest first. */
export async function getMyReviews(): Promise<MyReview[]> {
  const { sdk } = await getShop()
  const { reviews } = await sdk.client.fetch<{ reviews: MyReview[] }>("/store/reviews/me", { query: { limit: 100 } })
  return reviews ?? []
}

export const myReviewsQueryOptions = queryOptions({ queryKey: myReviewsQueryKey, queryFn: getMyReviews })

export const useMyReviews = () => useQuery(myReviewsQueryOptions)
