import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../medusa"
import { shopKeys } from "../shop-query-keys"
import { fromCatalogueProduct, type CatalogueProduct, type ProductSummary } from "../product-summary"
import type { CatalogueFilters } from "./filters"
import { CATALOGUE_PATH, catalogueParams } from "./catalogue-request"

export type CataloguePage = { products: ProductSummary[]; count: number }
export type CatalogueQuery = Partial<CatalogueFilters> & { category?: string; q?: string; limit?: number; offset?: number; order?: string }

export const catalogueKeys = {
  all: shopKeys.catalogue,
  list: (query: CatalogueQuery) => [...catalogueKeys.all, "list", query] as const,
  facets: () => [...catalogueKeys.all, "facets"] as const,
}

/** The filtering happens on the server: only the page asked for travels. */
export async function getCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
  const response = await storeGet<{ products: CatalogueProduct[]; count: number }>(CATALOGUE_PATH, catalogueParams(query))
  return { products: response.products.map(fromCatalogueProduct), count: response.count }
}

export const catalogueQueryOptions = (query: CatalogueQuery) =>
  queryOptions({ queryKey: catalogueKeys.list(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData })

export const useCatalogue = (query: CatalogueQuery, enabled = true) => useQuery({ ...catalogueQueryOptions(query), enabled })
