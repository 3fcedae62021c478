import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import type { ProductSummary } from "../../products/api/product-summary"
import { effectivePriceRange, type CatalogueFilters } from "../filters"

/** One row of the backend's GET /store/catalogue/products. */
type CatalogueProduct = {
  id: string
  title: string
  handle: string
  thumbnail: string | null
  brand: string | null
  type: string | null
  price: number | null
  in_stock: boolean
}
export type CataloguePage = { products: ProductSummary[]; count: number }
export type CatalogueQuery = Partial<CatalogueFilters> & { category?: string; q?: string; limit?: number; offset?: number; order?: string }

export const catalogueKeys = {
  all: ["catalogue"] as const,
  list: (query: CatalogueQuery) => [...catalogueKeys.all, "list", query] as const,
  facets: () => [...catalogueKeys.all, "facets"] as const,
}

/** The filtering happens on the server: only the page asked for travels. */
export async function getCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
  const { sdk } = await getShop()
  const { min, max } = effectivePriceRange({ min: query.min ?? null, max: query.max ?? null })
  const params: Record<string, string | number> = { limit: query.limit ?? 24, offset: query.offset ?? 0 }
  if (query.brands?.length) params.brand = query.brands.join("|")
  if (query.types?.length) params.type = query.types.join("|")
  if (min !== null) params.min = min
  if (max !== null) params.max = max
  if (query.category) params.category = query.category
  if (query.q) params.q = query.q
  if (query.order) params.order = query.order
  const response = await sdk.client.fetch<{ products: CatalogueProduct[]; count: number }>("/store/catalogue/products", { query: params })
  return { products: response.products.map(toSummary), count: response.count }
}

const toSummary = (product: CatalogueProduct): ProductSummary => ({
  id: product.id,
  handle: product.handle,
  title: product.title,
  thumbnail: product.thumbnail,
  price: product.price,
  inStock: product.in_stock,
})

export const catalogueQueryOptions = (query: CatalogueQuery) =>
  queryOptions({ queryKey: catalogueKeys.list(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData })

export const useCatalogue = (query: CatalogueQuery, enabled = true) => useQuery({ ...catalogueQueryOptions(query), enabled })
