import { Link } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { useErrorToast } from "../../../lib/use-error-toast"
import { useI18n } from "../../../i18n"
import { ListSkeleton } from "../../../components/ui/list-skeleton"
import { useMyReviews } from "../api/get-my-reviews"
import { Stars } from "./stars"

/** The customer's own reviews, newest first. */
export function ReviewList() {
  const { messages, date } = useI18n()
  const t = messages.reviews
  const { data: reviews, isPending, error, refetch } = useMyReviews()
  useErrorToast(error)
  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  if (isPending) return <ListSkeleton label={t.loading} />
  if (!reviews.length)
    return (
      <p className="empty-state">
        {t.empty} <Link to={paths.account.addReview()}>{t.writeOne}</Link>
      </p>
    )
  return (
    <ul className="my-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="my-review">
          <div className="my-review__meta">
            <Stars rating={review.rating} />
            <time dateTime={review.created_at}>{date(review.created_at)}</time>
          </div>
          <p className="my-review__text">{review.description}</p>
        </li>
      ))}
    </ul>
  )
}
