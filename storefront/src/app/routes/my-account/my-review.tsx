import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { ReviewList } from "../../../features/reviews/components/review-list"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/my-review: the reviews this customer has written. */
export function MyReviewRoute() {
  usePageTitle(messages.reviews.title)
  return (
    <>
      <div className="account-heading">
        <h1>{messages.reviews.title}</h1>
        <Link className="button button--ghost" to={paths.account.addReview()}>
          {messages.reviews.writeOne}
        </Link>
      </div>
      <ReviewList />
    </>
  )
}

export default MyReviewRoute
