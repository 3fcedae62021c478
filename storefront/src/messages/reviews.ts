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
    stars: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
    outOf5: (n: number) => `${n} out of 5`,
    submit: "Add review",
    submitting: "Adding…",
  },
} as const
