import { effectivePriceRange } from "./filters"
import type { CatalogueQuery } from "./get-catalogue"

export const CATALOGUE_PATH = "/store/catalogue/products"

/** GET /store/catalogue/products's query for a catalogue query (no React: src/boot.ts uses it too). */
export function catalogueParams(query: CatalogueQuery): Record<string, string | number> {
  const { min, max } = effectivePriceRange({ min: query.min ?? null, max: query.max ?? null })
  const params: Record<string, string | number> = { limit: query.limit ?? 24, offset: query.offset ?? 0 }
  if (query.brands?.length) params.brand = query.brands.join("|")
  if (query.types?.length) params.type = query.types.join("|")
  if (min !== null) params.min = min
  if (max !== null) params.max = max
  if (query.category) params.category = query.category
  if (query.q) params.q = query.q
  if (query.order) params.order = query.order
  return params
}
