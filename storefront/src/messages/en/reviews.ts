import { icu } from "../../i18n/icu"
/** Reviews (features/reviews). */
export const reviewsMessages = {
  reviews: {
    title: "My reviews",
    addTitle: "Add a review",
    loading: "Loading your reviews",
    empty: "You have not written any reviews yet.",
    writeOne: "Write a review",
    description: "Description",
    descriptionRequired: "Description is required",
    rating: "Rating",
    noStars: "No stars",
    stars: icu("{n, plural, one {# star} other {# stars}}", ["n"]),
    outOf5: icu("{n} out of 5", ["n"]),
    submit: "Add review",
    submitting: "Adding…",
  },
  /** A product's ratings and reviews (product page, product cards). */
  productReviews: {
    title: "Ratings and reviews",
    count: icu("{n, plural, =0 {No reviews yet} one {# review} other {# reviews}}", ["n"]),
    cardRating: icu("Rated {average} out of 5 by {n, plural, one {# customer} other {# customers}}", ["average", "n"]),
    distribution: "Reviews by stars",
    starRow: icu("{stars} stars: {n, plural, one {# review} other {# reviews}}", ["stars", "n"]),
    empty: "No reviews yet. Customers who received this product can review it.",
    verified: "Verified purchase",
    reply: "Reply from the shop",
    write: "Write a review of this product",
    edit: "Edit your review",
    save: "Save review",
    saving: "Saving…",
    saved: "Your review is saved.",
    signIn: "Sign in to review this product",
    onlyBuyers: "Only customers who received this product can review it.",
    hiddenNote: "The shop has hidden your review: only you see it.",
    loadingMore: "Loading reviews",
  },
} as const
