import { useMessages } from "../../../i18n"
import { useReviews } from "../api/get-reviews"
import { Carousel } from "../../../components/ui/carousel"

const stars = (rating: number) => "★".repeat(Math.floor(rating)) + (rating % 1 ? "½" : "")

export function ReviewsCarousel() {
  const messages = useMessages()
  const { data: reviews = [] } = useReviews()
  if (!reviews.length) return null
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{messages.home.reviews}</h2>
      <Carousel label={messages.home.reviews}>
        {reviews.map((review) => (
          <figure key={review.id} className="carousel__card review-card">
            <blockquote>{review.description}</blockquote>
            <figcaption>
              <span role="img" aria-label={messages.reviews.outOf5(review.rating)}>
                {stars(review.rating)}
              </span>{" "}
              {review.author.name}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
