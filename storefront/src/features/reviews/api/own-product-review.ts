import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { ProductReview } from "./product-reviews"

/** The signed-in customer's review of a product (read in the browser: the shared page carries no one's review). */
export const ownProductReviewKey = (productId: string) => [...shopKeys.account, "product-review", productId] as const

export const ownProductReviewQuery = (productId: string) =>
  queryOptions({
    queryKey: ownProductReviewKey(productId),
    queryFn: async () => {
      const { sdk } = await getShop()
      const { review } = await sdk.client.fetch<{ review: ProductReview | null }>(`/store/product-reviews/${encodeURIComponent(productId)}/me`)
      return review
    },
  })

export const useOwnProductReview = (productId: string, signedIn: boolean) => useQuery({ ...ownProductReviewQuery(productId), enabled: signedIn })
