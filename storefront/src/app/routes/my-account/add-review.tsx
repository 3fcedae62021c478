import { AddReviewForm } from "../../../features/reviews/components/add-review-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/add-review: write a review of the shop. */
export function AddReviewRoute() {
  usePageTitle(messages.reviews.addTitle)
  return (
    <>
      <h1>{messages.reviews.addTitle}</h1>
      <AddReviewForm />
    </>
  )
}

export default AddReviewRoute
