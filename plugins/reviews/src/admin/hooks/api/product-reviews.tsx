import { sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation, usePageQuery } from "@chaka/kit/admin"

export type AdminProductReview = {
  id: string
  product_id: string
  rating: number
  description: string
  verified: boolean
  hidden: boolean
  created_at: string
  reply: { text: string; created_at: string | null } | null
  author: { name: string; email: string | null }
  product: { id: string; title: string | null }
}

export type ProductReviewListQuery = { limit: number; offset: number }
export type ProductReviewListResponse = { reviews: AdminProductReview[]; count: number; limit: number; offset: number }

export const productReviewQueryKeys = queryKeysFactory<"product_reviews", ProductReviewListQuery>("product_reviews")

export const useProductReviews = (query: ProductReviewListQuery) =>
  usePageQuery(productReviewQueryKeys.list(query), () => sdk.client.fetch<ProductReviewListResponse>("/admin/product-reviews", { query }))

/** Hide / show a review, or set its public reply (empty removes it): POST /admin/product-reviews/:id. */
export const useModerateProductReview = () =>
  useListMutation(productReviewQueryKeys.lists(), ({ id, ...body }: { id: string; hidden?: boolean; reply?: string }) =>
    sdk.client.fetch<{ review: AdminProductReview }>(`/admin/product-reviews/${encodeURIComponent(id)}`, { method: "POST", body })
  )

export const useDeleteProductReview = () =>
  useListMutation(productReviewQueryKeys.lists(), (id: string) =>
    sdk.client.fetch<{ id: string; deleted: boolean }>(`/admin/product-reviews/${encodeURIComponent(id)}`, { method: "DELETE" })
  )
