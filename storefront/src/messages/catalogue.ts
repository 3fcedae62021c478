/** The shop listing and category pages (features/catalogue). */
export const catalogueMessages = {
  shopPage: {
    title: "Shop",
    /** A category page's description (search results, share previews). */
    categoryDescription: (category: string) => `${category} at Chaka: delivered across Bangladesh, cash on delivery.`,
    filters: "Filters",
    brand: "Brand",
    type: "Type",
    price: "Price (৳)",
    min: "Minimum",
    max: "Maximum",
    apply: "Apply",
    clear: "Clear filters",
    best: "Best products",
    close: "Close",
    sortBy: "Sort by",
    sort: "Sort",
    orders: {
      relevance: "Best match",
      newest: "Newest",
      price_asc: "Price: low to high",
      price_desc: "Price: high to low",
      best_selling: "Best selling",
    },
    results: (count: number) => `${count} ${count === 1 ? "product" : "products"}`,
    previous: "Previous",
    next: "Next",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const
