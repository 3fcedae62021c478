import { Star, StarSolid } from "@medusajs/icons"
import { messages } from "../../lib/messages"

const STARS = [0, 1, 2, 3, 4]

/** How much of the star at `index` is filled: 0, 0.5 or 1. */
const fillOf = (rating: number, index: number) => Math.min(1, Math.max(0, Math.round((rating - index) * 2) / 2))

/** Five stars, filled to the rating in half steps (a half star is a solid star clipped to half). */
export const RatingStars = ({ rating }: { rating: number }) => (
  <span role="img" aria-label={messages.reviews.rating(rating)} title={String(rating)} className="inline-flex">
    {STARS.map((index) => {
      const fill = fillOf(rating, index)
      return (
        <span key={index} className="relative inline-flex text-ui-tag-orange-icon">
          <Star className="text-ui-fg-muted" />
          {fill > 0 ? (
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarSolid />
            </span>
          ) : null}
        </span>
      )
    })}
  </span>
)
