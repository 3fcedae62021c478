import { sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation, usePageQuery } from "@chaka/kit/admin"

export type ReviewAuthor = { name: string | null; email: string | null; avatar_url: string | null }

export type Review = {
  id: string
  description: string
  /** 0 to 5 in half steps. */
  rating: number
  created_at: string
  author: ReviewAuthor
}

export type ReviewListQuery = { limit: number; offset: number }
export type ReviewListResponse = { reviews: Review[]; count: number; limit: number; offset: number }
export type ReviewDeleteResponse = { id: string; object: "review"; deleted: boolean }

export const reviewQueryKeys = queryKeysFactory<"reviews", ReviewListQuery>("reviews")

export const useReviews = (query: ReviewListQuery) =>
  usePageQuery(reviewQueryKeys.list(query), () => sdk.client.fetch<ReviewListResponse>("/admin/reviews", { query }))

export const useDeleteReview = () =>
  useListMutation(reviewQueryKeys.lists(), (id: string) =>
    sdk.client.fetch<ReviewDeleteResponse>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" })
  )
