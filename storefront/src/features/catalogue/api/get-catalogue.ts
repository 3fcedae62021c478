import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { fromCatalogueProduct, type CatalogueProduct, type ProductSummary } from "../../products/api/product-summary"
import { effectivePriceRange, type CatalogueFilters } from "../filters"

export type CataloguePage = { products: ProductSummary[]; count: number }
export type CatalogueQuery = Partial<CatalogueFilters> & { category?: string; q?: string; limit?: number; offset?: number; order?: string }

export const catalogueKeys = {
  all: ["catalogue"] as const,
  list: (query: CatalogueQuery) => [...catalogueKeys.all, "list", query] as const,
  facets: () => [...catalogueKeys.all, "facets"] as const,
}

/** The filtering happens on the server: only the page asked for travels. */
export async function getCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
  const { min, max } = effectivePriceRange({ min: query.min ?? null, max: query.max ?? null })
  const params: Record<string, string | number> = { limit: query.limit ?? 24, offset: query.offset ?? 0 }
  if (query.brands?.length) params.brand = query.brands.join("|")
  if (query.types?.length) params.type = query.types.join("|")
  if (min !== null) params.min = min
  if (max !== null) params.max = max
  if (query.category) params.category = query.category
  if (query.q) params.q = query.q
  if (query.order) params.order = query.order
  const response = await storeGet<{ products: CatalogueProduct[]; count: number }>("/store/catalogue/products", params)
  return { products: response.products.map(fromCatalogueProduct), count: response.count }
}


export const catalogueQueryOptions = (query: CatalogueQuery) =>
  queryOptions({ queryKey: catalogueKeys.list(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData })

export const useCatalogue = (query: CatalogueQuery, enabled = true) => useQuery({ ...catalogueQueryOptions(query), enabled })
