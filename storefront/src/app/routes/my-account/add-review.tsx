import { AddReviewForm } from "../../../features/reviews/components/add-review-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-review"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).reviews.addTitle, location.pathname, localeOfMatches(matches))

/** /my-account/add-review: write a review of the shop. */
export default function AddReviewRoute() {
  const t = useMessages().reviews
  return (
    <>
      <h1>{t.addTitle}</h1>
      <AddReviewForm />
    </>
  )
}
