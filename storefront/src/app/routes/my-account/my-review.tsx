import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { ReviewList } from "../../../features/reviews/components/review-list"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/my-review"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).reviews.title, location.pathname, localeOfMatches(matches))

/** /my-account/my-review: the reviews this customer has written. */
export default function MyReviewRoute() {
  const t = useMessages().reviews
  return (
    <>
      <div className="account-heading">
        <h1>{t.title}</h1>
        <Link className="button button--ghost" to={paths.account.addReview()}>
          {t.writeOne}
        </Link>
      </div>
      <ReviewList />
    </>
  )
}
