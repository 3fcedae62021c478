import { useI18n } from "../../../i18n"
import type { ProductReview } from "../api/product-reviews"
import { Stars } from "./stars"

/** A product's reviews as given (newest first): stars, author, date, a "verified purchase" mark, the shop's reply under it. */
export function ProductReviewList({ reviews }: { reviews: ProductReview[] }) {
  const { messages, date } = useI18n()
  const t = messages.productReviews
  if (!reviews.length) return <p className="empty">{t.empty}</p>
  return (
    <ol className="product-reviews__list">
      {reviews.map((review) => (
        <li key={review.id} className="product-review" data-testid="product-review">
          <p className="product-review__head">
            <Stars rating={review.rating} />
            <span className="product-review__author">{review.author.name}</span>
            <time dateTime={review.created_at}>{date(review.created_at)}</time>
            {review.verified && <span className="badge product-review__verified">{t.verified}</span>}
          </p>
          <p className="product-review__text">{review.description}</p>
          {review.reply && (
            <div className="product-review__reply">
              <p className="product-review__reply-title">{t.reply}</p>
              <p>{review.reply.text}</p>
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}
