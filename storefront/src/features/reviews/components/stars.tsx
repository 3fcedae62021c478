import { useMessages } from "../../../i18n"
import { MAX_RATING } from "../schemas"

const fillOf = (rating: number, star: number) => (rating >= star ? "full" : rating >= star - 0.5 ? "half" : "empty")

/** A rating drawn as five stars (half stars included), read out as "3.5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const messages = useMessages()
  return (
    <span className="stars" role="img" aria-label={messages.reviews.outOf5(rating)}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <span key={i} className={`star star--${fillOf(rating, i + 1)}`} aria-hidden="true" />
      ))}
    </span>
  )
}
