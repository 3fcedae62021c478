import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { Review } from "./review"

/** The reviews carousel's React Query keys, under the shop's reviews key (which a review added refreshes). */
export const reviewKeys = { carousel: (limit: number) => [...shopKeys.reviews(), limit] as const }

/** How many reviews the home page's carousel shows. */
const CAROUSEL_REVIEWS = 12

/** The reviews plugin's public list, newest first: the home page's carousel. */
async function getReviews(limit: number): Promise<Review[]> {
  const { reviews } = await storeGet<{ reviews?: Review[] }>("/store/reviews", { limit })
  return reviews ?? []
}

// Under the home page's content root, as before the move: what refreshes the home page refreshes these.
export const reviewsQuery = queryOptions({
  queryKey: reviewKeys.carousel(CAROUSEL_REVIEWS),
  queryFn: () => getReviews(CAROUSEL_REVIEWS),
  staleTime: 5 * 60_000,
})

export const useReviews = () => useQuery(reviewsQuery)
