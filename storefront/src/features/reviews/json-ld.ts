import type { ProductReviewsPage } from "./api/product-reviews"

/** How many reviews the product's JSON-LD carries (the newest). */
const JSON_LD_REVIEWS = 5

/**
 * schema.org fields of a Product for its rating: `aggregateRating` and the newest `review`s (visible
 * ones only, as the page shows them). Nothing without reviews: a rating of no reviews is invalid.
 */
export function productRatingJsonLd(page: ProductReviewsPage | null | undefined): object {
  if (!page || !page.rating.count || page.rating.average === null) return {}
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(page.rating.average * 100) / 100,
      reviewCount: page.rating.count,
      bestRating: 5,
      worstRating: 0,
    },
    review: page.reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.author.name },
      datePublished: review.created_at.slice(0, 10),
      reviewBody: review.description,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 0 },
    })),
  }
}
