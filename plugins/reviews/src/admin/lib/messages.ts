/** Every text the reviews plugin shows in the dashboard. */
export const messages = {
  common: {
    cancel: "Cancel",
    delete: "Delete",
    confirmTitle: "Are you sure?",
    loading: "Loading...",
    loadFailed: "Could not load the data.",
    unexpectedError: "Something went wrong. Please try again.",
  },
  reviews: {
    label: "Reviews",
    description: "Customer reviews shown on the storefront. Delete the ones that break the rules.",
    empty: "No reviews yet.",
    anonymous: "Anonymous",
    columns: {
      author: "Author",
      email: "Email",
      rating: "Rating",
      description: "Review",
      date: "Date",
      actions: "Actions",
    },
    rating: (value: number) => `Rated ${value} out of 5`,
    deleted: "Deleted successfully",
    confirmDelete: (author: string) => `The review by ${author} will be deleted.`,
    deleteLabel: (author: string) => `Delete review by ${author}`,
  },
} as const
