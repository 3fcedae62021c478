import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { ReviewList } from "../../../features/reviews/components/review-list"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/my-review"

export const meta = ({ location }: Route.MetaArgs) => privateMeta(messages.reviews.title, location.pathname)

/** /my-account/my-review: the reviews this customer has written. */
export default function MyReviewRoute() {
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
