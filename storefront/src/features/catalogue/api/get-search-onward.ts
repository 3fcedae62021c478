import { queryOptions, useQuery } from "@tanstack/react-query"
import type { CatalogueProduct } from "@chaka/rules"
import { storeGet } from "../../../lib/medusa"
import { fromCatalogueProduct, type ProductSummary } from "../../../components/products/product-summary"
import { catalogueKeys } from "./get-catalogue"

/** GET /store/catalogue/search-onward's answer (backend workflows/catalogue/rules/search-onward.ts). */
type OnwardAnswer = {
  closest_search: string | null
  closest: CatalogueProduct[]
  categories: { name: string; handle: string }[]
  best_sellers: CatalogueProduct[]
}

/** Where a search that found nothing leads: the closest products and the search that found them, the categories, the best sellers. */
export type SearchOnward = {
  closestSearch: string | null
  closest: ProductSummary[]
  categories: { name: string; handle: string }[]
  bestSellers: ProductSummary[]
}

export async function getSearchOnward(q: string): Promise<SearchOnward> {
  const answer = await storeGet<OnwardAnswer>("/store/catalogue/search-onward", { q })
  return {
    closestSearch: answer.closest_search,
    closest: answer.closest.map(fromCatalogueProduct),
    categories: answer.categories,
    bestSellers: answer.best_sellers.map(fromCatalogueProduct),
  }
}

export const searchOnwardQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...catalogueKeys.all, "search-onward", q] as const, queryFn: () => getSearchOnward(q), staleTime: 60_000 })

export const useSearchOnward = (q: string, enabled = true) => useQuery({ ...searchOnwardQueryOptions(q), enabled })
