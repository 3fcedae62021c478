import { storeSend } from "../../../lib/medusa"
import type { MyReview } from "./get-my-reviews"

/** The signed-in customer's reviews as my-review's loader reads them on the server, with the shopper's session (lib/page-data.server.ts). */
export async function readMyReviews(): Promise<MyReview[]> {
  const { reviews } = await storeSend<{ reviews: MyReview[] }>("GET", "/store/reviews/me?limit=100")
  return reviews ?? []
}
