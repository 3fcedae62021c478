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
} as const
