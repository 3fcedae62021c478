import type { QueryClient } from "@tanstack/react-query"

/**
 * The roots of the shopper pages' React Query keys. Each feature builds its keys under its
 * root; the admin area's mutations invalidate these roots for what they change, so the shopper
 * pages in the same tab show an edit on the next visit (features never import each other).
 */
export const shopKeys = {
  /** Product pages (features/products). */
  products: ["products"] as const,
  /** The shop listing, its facets, category pages and search (features/catalogue). */
  catalogue: ["catalogue"] as const,
  /** The home page's content: sliders, offers, menus, latest products (features/home), its reviews carousel (features/reviews). */
  content: ["content"] as const,
  /** The news page and the home page's news carousel (features/news). */
  news: ["news"] as const,
}

/** A product, its price or its stock changed (or it was added or deleted): every page that may show it. */
export const invalidateShopProducts = (queryClient: QueryClient) =>
  Promise.all([shopKeys.products, shopKeys.catalogue, shopKeys.content].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
