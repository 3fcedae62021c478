import type { CatalogueQuery } from "./api/get-catalogue"
import { readFilters } from "./filters"

export const SHOP_PAGE_SIZE = 24

export const shopPage = (params: URLSearchParams) => Math.max(1, Number(params.get("page")) || 1)

/** What /shop and /shop/{category} list for the URL's filters and page. */
export function shopQuery(category: string | undefined, params: URLSearchParams): CatalogueQuery {
  const offset = (shopPage(params) - 1) * SHOP_PAGE_SIZE
  return { ...readFilters(params), category, limit: SHOP_PAGE_SIZE, offset }
}
