import type { CatalogueQuery } from "./api/get-catalogue"
import { readFilters, writeFilters, type CatalogueFilters } from "./filters"

export const SHOP_PAGE_SIZE = 24

/** Beyond this page the offset would leave the range the backend reads (it answers 400). */
export const MAX_SHOP_PAGE = 100_000

/** What a listing lists before its filters: a category (/shop/{category}) or a search (/search?q=). */
export type ListingScope = { category?: string; q?: string }

/** The sorts a listing offers (the backend's `order`); a search adds its best match first. */
export const LISTING_ORDERS = ["relevance", "newest", "price_asc", "price_desc", "best_selling"] as const
export type ListingOrder = (typeof LISTING_ORDERS)[number]

/** The sorts offered for this scope, the default first. */
export const listingOrders = (scope: ListingScope): ListingOrder[] => LISTING_ORDERS.filter((order) => scope.q || order !== "relevance")

/** The URL's sort when this scope offers it; anything else is the default (best match for a search, else newest). */
export function listingOrder(scope: ListingScope, params: URLSearchParams): ListingOrder {
  const asked = params.get("order")
  return listingOrders(scope).find((order) => order === asked) ?? listingOrders(scope)[0]
}

/** The URL's page: a whole number from 1; anything else (-1, 1.5, abc) is the first page. */
export function shopPage(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SHOP_PAGE) : 1
}

export const shopPageCount = (count: number) => Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE))

/** What /shop, /shop/{category} and /search list for the URL's filters, sort and page. */
export function shopQuery(scope: ListingScope, params: URLSearchParams): CatalogueQuery {
  const offset = (shopPage(params) - 1) * SHOP_PAGE_SIZE
  const query: CatalogueQuery = { ...readFilters(params), limit: SHOP_PAGE_SIZE, offset }
  if (scope.category) query.category = scope.category
  if (scope.q) query.q = scope.q
  const order = listingOrder(scope, params)
  // The default is the backend's own: left out, so both spellings of the page share one query.
  if (order !== listingOrders(scope)[0]) query.order = order
  return query
}

/** A listing's query string for other filters, sort or another page: the search (q) stays. */
export function listingParams(scope: ListingScope, filters: CatalogueFilters, page = 1, order?: ListingOrder): URLSearchParams {
  const params = new URLSearchParams(scope.q ? { q: scope.q } : {})
  for (const [name, value] of writeFilters(filters)) params.append(name, value)
  if (order && order !== listingOrders(scope)[0]) params.set("order", order)
  if (page > 1) params.set("page", String(page))
  return params
}
