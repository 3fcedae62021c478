import { AddReviewForm } from "../../../features/reviews/components/add-review-form"
import { addReviewByForm, type ReviewAnswer } from "../../../features/reviews/api/add-review.server"
import { myReviewsQueryKey } from "../../../features/reviews/api/get-my-reviews"
import { shopKeys } from "../../../features/session/shop-query-keys"
import { answerOrLost, isLost } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { browserQueryClient } from "../../provider"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-review"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).reviews.addTitle, location.pathname, localeOfMatches(matches))

/** The form's post, with or without scripts (features/reviews/api/add-review.server.ts): added, then on to my reviews. */
export const action = ({ request, context }: Route.ActionArgs) => addReviewByForm(request, context.origin)

/**
 * With scripts, the same post; once added, my reviews and the home page's carousel (every
 * customer's latest reviews) are read again. An answer that never came is said on the form.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await answerOrLost(serverAction)
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      const client = browserQueryClient()
      await Promise.all([client.invalidateQueries({ queryKey: myReviewsQueryKey }), client.invalidateQueries({ queryKey: shopKeys.reviews() })])
    }
    throw error
  }
}

/** /my-account/add-review: write a review of the shop. */
export default function AddReviewRoute({ actionData }: Route.ComponentProps) {
  const t = useMessages().reviews
  return (
    <>
      <h1>{t.addTitle}</h1>
      <AddReviewForm answer={actionData && !isLost(actionData) ? (actionData as ReviewAnswer) : undefined} lost={isLost(actionData)} />
    </>
  )
}
