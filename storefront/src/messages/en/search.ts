import { icu } from "../../i18n/icu"
/** The search box and the search results page. */
export const searchMessages = {
  search: {
    label: "Search products",
    placeholder: "Search bicycles and accessories",
    noResults: "No product found",
    /** The search results page's name. */
    resultsFor: icu("Search results for “{query}”", ["query"]),
    minLength: icu("Type at least {n} characters", ["n"]),
    tooLong: icu("A search can be at most {n} characters long", ["n"]),
    invalid: "A search cannot contain control characters",
    /** The results page's name when it has no search to show. */
    title: "Search",
    seeAll: icu("See all {count, plural, one {# result} other {# results}}", ["count"]),
    submit: "Search",
    /** A search that found nothing leads on: the closest products, the categories, the best sellers. */
    closest: icu("Did you mean “{query}”?", ["query"]),
    browseCategories: "Browse the categories",
    bestSellers: "Best sellers",
  },
} as const
