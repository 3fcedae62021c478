import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { CatalogueList } from "@chaka/rules"
import { fromCatalogueProduct, type ProductSummary } from "../../../components/products/product-summary"
import { effectivePriceRange, type CatalogueFilters } from "../filters"

export const CATALOGUE_PATH = "/store/catalogue/products"

export type CatalogueQuery = Partial<CatalogueFilters> & { category?: string; q?: string; limit?: number; offset?: number; order?: string }

/** GET /store/catalogue/products's query for a catalogue query. */
export function catalogueParams(query: CatalogueQuery): Record<string, string | number> {
  const { min, max } = effectivePriceRange({ min: query.min ?? null, max: query.max ?? null })
  const params: Record<string, string | number> = { limit: query.limit ?? 24, offset: query.offset ?? 0 }
  if (query.brands?.length) params.brand = query.brands.join("|")
  if (query.types?.length) params.type = query.types.join("|")
  if (query.wheels?.length) params.wheel = query.wheels.join("|")
  if (query.frames?.length) params.frame = query.frames.join("|")
  if (min !== null) params.min = min
  if (max !== null) params.max = max
  if (query.category) params.category = query.category
  if (query.q) params.q = query.q
  if (query.order) params.order = query.order
  return params
}

export type CataloguePage = { products: ProductSummary[]; count: number }

export const catalogueKeys = {
  all: shopKeys.catalogue,
  list: (query: CatalogueQuery) => [...catalogueKeys.all, "list", query] as const,
  facets: shopKeys.catalogueFacets,
  categoryName: (name: string) => [...catalogueKeys.all, "category-name", name] as const,
}

/** The filtering happens on the server: only the page asked for travels. */
export async function getCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
  const response = await storeGet<CatalogueList>(CATALOGUE_PATH, catalogueParams(query))
  return { products: response.products.map(fromCatalogueProduct), count: response.count }
}

export const catalogueQueryOptions = (query: CatalogueQuery) =>
  queryOptions({ queryKey: catalogueKeys.list(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData })

export const useCatalogue = (query: CatalogueQuery, enabled = true) => useQuery({ ...catalogueQueryOptions(query), enabled })
