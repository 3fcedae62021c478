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
  /** The signed-in customer's own pages (features/account, their reviews): forgotten at sign-out. */
  account: ["account"] as const,
  /** The admin area's reads (features/admin, delivery and policy pages' admin screens): forgotten at sign-out. */
  admin: ["admin"] as const,
  /** The customer's orders (features/account), which an admin's change of an order refreshes. */
  accountOrders: () => [...shopKeys.account, "orders"] as const,
  /** The home page's reviews carousel (features/reviews), which a review added refreshes. */
  reviews: () => [...shopKeys.content, "reviews"] as const,
  /** The admin's news list (features/admin/news). */
  adminNews: () => [...shopKeys.admin, "news"] as const,
  /** Products' names in the page's language for cart and order lines (session/api/product-titles). */
  productTitles: (ids: readonly string[]) => [...shopKeys.products, "titles", ...ids] as const,
  /** The /shop sidebar's brands, types and price span: the catalogue shows them, the admin's product form suggests its brands. */
  catalogueFacets: () => [...shopKeys.catalogue, "facets"] as const,
}

/** A product, its price or its stock changed (or it was added or deleted): every page that may show it. */
export const invalidateShopProducts = (queryClient: QueryClient) =>
  Promise.all([shopKeys.products, shopKeys.catalogue, shopKeys.content].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
