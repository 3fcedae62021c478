import { useI18n } from "../../../i18n"
import { shownAverage, type ProductRating } from "../api/product-reviews"
import { Stars } from "./stars"

const STARS = ["5", "4", "3", "2", "1"] as const

/** A product's rating: the average (one decimal) as stars, the count, and how many reviews gave 5 to 1 stars. */
export function RatingSummary({ rating }: { rating: ProductRating }) {
  const { messages, number } = useI18n()
  const t = messages.productReviews
  const average = shownAverage(rating)
  return (
    <div className="rating-summary" data-testid="rating-summary">
      {average !== null && (
        <p className="rating-summary__average">
          <span className="rating-summary__number">{number(average)}</span>
          <Stars rating={Math.round(average * 2) / 2} />
        </p>
      )}
      <p className="rating-summary__count">{t.count(rating.count)}</p>
      {rating.count > 0 && (
        <ul className="rating-summary__distribution" aria-label={t.distribution}>
          {STARS.map((stars) => {
            const count = rating.distribution[stars]
            return (
              <li key={stars} className="rating-summary__row">
                <span className="visually-hidden">{t.starRow(Number(stars), count)}</span>
                <span aria-hidden="true" className="rating-summary__stars">
                  {number(Number(stars))}★
                </span>
                <span aria-hidden="true" className="rating-summary__bar">
                  <span className="rating-summary__fill" style={{ width: `${Math.round((count / rating.count) * 100)}%` }} />
                </span>
                <span aria-hidden="true" className="rating-summary__row-count">
                  {number(count)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
