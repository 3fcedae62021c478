import { lazy, Suspense } from "react"
import { Link, useLocation } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages, withoutLocale } from "../../../i18n"
import { useSession } from "../../session/api/session"
import { useOwnProductReview } from "../api/own-product-review"
import { REVIEWED_PARAM, type ProductReviewAnswer } from "../api/product-review-form"
import { useProductReviews } from "../api/product-reviews"
import { ProductReviewList } from "./product-review-list"
import { RatingSummary } from "./rating-summary"

// Only a signed-in customer sees the form: its code (the form library, the schemas) loads then.
const ProductReviewForm = lazy(() => import("./product-review-form").then((module) => ({ default: module.ProductReviewForm })))

type Props = {
  productId: string
  /** The page's action answer after a refused review. */
  answer?: ProductReviewAnswer
  lost?: boolean
}

/**
 * The product page's ratings and reviews: the summary and the reviews (read with the page, the
 * same for every visitor), then the form for a signed-in customer (read in the browser), or a
 * link to sign in. Whether they received the product is the backend's to say when they post.
 */
export function ProductReviews({ productId, answer, lost }: Props) {
  const t = useMessages().productReviews
  const { data } = useProductReviews(productId)
  const { data: session } = useSession()
  const { data: own, isPending } = useOwnProductReview(productId, Boolean(session))
  const location = useLocation()
  const saved = new URLSearchParams(location.search).has(REVIEWED_PARAM)
  return (
    <section className="product-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t.title}</h2>
      {data && <RatingSummary rating={data.rating} />}
      {saved && !answer && (
        <p className="notice" role="status">
          {t.saved}
        </p>
      )}
      {session ? (
        !isPending && (
          <Suspense fallback={null}>
            <ProductReviewForm key={own?.id ?? "new"} own={own} answer={answer} lost={lost} />
          </Suspense>
        )
      ) : (
        <p>
          <Link to={paths.logIn(withoutLocale(location.pathname))}>{t.signIn}</Link>
        </p>
      )}
      {data && <ProductReviewList reviews={data.reviews} />}
    </section>
  )
}
