import type { CatalogueQuery } from "../../lib/catalogue/get-catalogue"
import { readFilters, writeFilters, type CatalogueFilters } from "../../lib/catalogue/filters"

export const SHOP_PAGE_SIZE = 24

/** Beyond this page the offset would leave the range the backend reads (it answers 400). */
export const MAX_SHOP_PAGE = 100_000

/** What a listing lists before its filters: a category (/shop/{category}) or a search (/search?q=). */
export type ListingScope = { category?: string; q?: string }

/** The URL's page: a whole number from 1; anything else (-1, 1.5, abc) is the first page. */
export function shopPage(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SHOP_PAGE) : 1
}

export const shopPageCount = (count: number) => Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE))

/** What /shop, /shop/{category} and /search list for the URL's filters and page. */
export function shopQuery(scope: ListingScope, params: URLSearchParams): CatalogueQuery {
  const offset = (shopPage(params) - 1) * SHOP_PAGE_SIZE
  const query: CatalogueQuery = { ...readFilters(params), limit: SHOP_PAGE_SIZE, offset }
  if (scope.category) query.category = scope.category
  if (scope.q) query.q = scope.q
  return query
}

/** A listing's query string for other filters or another page: the search (q) stays. */
export function listingParams(scope: ListingScope, filters: CatalogueFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams(scope.q ? { q: scope.q } : {})
  for (const [name, value] of writeFilters(filters)) params.append(name, value)
  if (page > 1) params.set("page", String(page))
  return params
}
