import { Link, useLocation } from "react-router"
import { paths } from "../../../config/paths"
import { ReviewList } from "../../../features/reviews/components/review-list"
import { readMyReviews } from "../../../features/reviews/api/get-my-reviews.server"
import { myReviewsQueryKey } from "../../../features/reviews/api/get-my-reviews"
import { ADDED_PARAM } from "../../../features/reviews/schemas"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/my-review"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).reviews.title, location.pathname, localeOfMatches(matches))

/** The customer's reviews, read on the server as them: the list is there before (and without) scripts. */
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, (client) => client.prefetchQuery({ queryKey: myReviewsQueryKey, queryFn: readMyReviews }).then(() => ({})))

/** /my-account/my-review: the reviews this customer has written; after add-review, "A review was successfully added". */
export default function MyReviewRoute() {
  const messages = useMessages()
  const t = messages.reviews
  const added = new URLSearchParams(useLocation().search).has(ADDED_PARAM)
  return (
    <>
      <div className="account-heading">
        <h1>{t.title}</h1>
        <Link className="button button--ghost" to={paths.account.addReview()}>
          {t.writeOne}
        </Link>
      </div>
      {added && (
        <p className="notice notice--success" role="status">
          {messages.toasts.reviewAdded}
        </p>
      )}
      <ReviewList />
    </>
  )
}
