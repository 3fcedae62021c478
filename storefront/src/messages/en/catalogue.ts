import { icu } from "../../i18n/icu"
/** The shop listing and category pages (features/catalogue). */
export const catalogueMessages = {
  shopPage: {
    title: "Shop",
    /** A category page's description (search results, share previews). */
    categoryDescription: icu("{category} at Chaka: delivered across Bangladesh, cash on delivery.", ["category"]),
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
    results: icu("{count, plural, one {# product} other {# products}}", ["count"]),
    previous: "Previous",
    next: "Next",
    page: icu("Page {page} of {pages}", ["page", "pages"]),
  },
} as const
