import { Link } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { useErrorToast } from "../../../lib/use-error-toast"
import { messages } from "../../../messages"
import { ListSkeleton } from "../../../components/ui/list-skeleton"
import { formatDate } from "../../../lib/format"
import { useMyReviews } from "../api/get-my-reviews"
import { Stars } from "./stars"

const t = messages.reviews

/** The customer's own reviews, newest first. */
export function ReviewList() {
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
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </div>
          <p className="my-review__text">{review.description}</p>
        </li>
      ))}
    </ul>
  )
}
