import { useI18n } from "../../i18n"
import type { CardRating } from "./product-ratings"

const fillOf = (rating: number, star: number) => (rating >= star ? "full" : rating >= star - 0.5 ? "half" : "empty")

/** A product card's rating: five stars (to the nearest half) and the number of reviews; nothing without reviews. */
export function ProductStars({ rating }: { rating: CardRating | undefined }) {
  const { messages, number } = useI18n()
  if (!rating || !rating.count || rating.average === null) return null
  const average = Math.round(rating.average * 10) / 10
  const drawn = Math.round(rating.average * 2) / 2
  return (
    <p className="product-card__rating" role="img" aria-label={messages.productReviews.cardRating(average, rating.count)} data-testid="product-stars">
      <span className="stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className={`star star--${fillOf(drawn, star)}`} />
        ))}
      </span>
      <span className="product-card__rating-count" aria-hidden="true">
        {number(average)} ({number(rating.count)})
      </span>
    </p>
  )
}
