/** The search box and the search results page. */
export const searchMessages = {
  search: {
    label: "Search products",
    placeholder: "Search bicycles and accessories",
    noResults: "No product found",
    /** The search results page's name. */
    resultsFor: (query: string) => `Search results for “${query}”`,
    minLength: (n: number) => `Type at least ${n} characters`,
    tooLong: (n: number) => `A search can be at most ${n} characters long`,
    invalid: "A search cannot contain control characters",
    /** The results page's name when it has no search to show. */
    title: "Search",
    seeAll: (count: number) => `See all ${count} ${count === 1 ? "result" : "results"}`,
    submit: "Search",
  },
} as const
