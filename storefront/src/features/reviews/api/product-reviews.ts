import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"

/** A product's rating from its visible reviews (the reviews plugin): the average unrounded, null without reviews. */
export type ProductRating = {
  average: number | null
  count: number
  /** Reviews per whole star, 5 to 1 (a half star counts with the star below). */
  distribution: Record<"5" | "4" | "3" | "2" | "1", number>
}

export type ProductReview = {
  id: string
  product_id: string
  rating: number
  description: string
  verified: boolean
  created_at: string
  updated_at: string
  reply: { text: string; created_at: string | null } | null
  author: { name: string }
  /** Only in the author's own copy: an admin hid it. */
  hidden?: boolean
}

export type ProductReviewsPage = { product_id: string; rating: ProductRating; reviews: ProductReview[]; count: number }

/** How many reviews the product page shows. */
export const PRODUCT_PAGE_REVIEWS = 20

export const productReviewKeys = {
  product: (id: string) => [...shopKeys.reviews(), "product", id] as const,
}

/** GET /store/product-reviews/{id}: public, kept by the backend and the page cache under the product's tag. */
export const productReviewsQuery = (id: string) =>
  queryOptions({
    queryKey: productReviewKeys.product(id),
    queryFn: () => storeGet<ProductReviewsPage>(`/store/product-reviews/${encodeURIComponent(id)}`, { limit: PRODUCT_PAGE_REVIEWS }),
    staleTime: 60_000,
  })

export const useProductReviews = (id: string) => useQuery(productReviewsQuery(id))

/** The average as shown: one decimal (4.25 → 4.3); null without reviews. */
export const shownAverage = (rating: Pick<ProductRating, "average">) => (rating.average === null ? null : Math.round(rating.average * 10) / 10)
