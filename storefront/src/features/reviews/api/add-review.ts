import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import type { ReviewInput } from "../schemas"
import { myReviewsQueryKey, type MyReview } from "./get-my-reviews"

/** POST /store/reviews {description, rating}: the author is whoever is signed in. */
export async function addReview(input: ReviewInput): Promise<MyReview> {
  const { sdk } = await getShop()
  const { review } = await sdk.client.fetch<{ review: MyReview }>("/store/reviews", { method: "POST", body: input })
  return review
}

export function useAddReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myReviewsQueryKey }),
        // The home page's carousel shows every customer's latest reviews.
        queryClient.invalidateQueries({ queryKey: ["content", "reviews"] }),
      ]),
  })
}
