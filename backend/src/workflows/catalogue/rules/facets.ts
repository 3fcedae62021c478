import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { translatedTexts } from "../../../lib/languages/translations"
import { indexWritesSettled } from "./index-writes"
import { CATALOGUE_INDEX } from "./index-documents"
import { catalogueFilters } from "./list-products"
import type { CatalogueShop } from "./shop"

/** The /shop page's sidebar: the brands and types on sale, with product counts, and the price span. */
export type CatalogueFacets = {
  brands: { name: string; count: number }[]
  /** `value` is what the listing's type filter takes; `label` is how the page names it (Bangla where translated). */
  types: { value: string; label: string; count: number }[]
  /** Wheel sizes in inches ("27.5": what the listing's `wheel` filter takes), smallest first. */
  wheels: { value: string; count: number }[]
  /** Frame sizes as the makers name them (the listing's `frame` filter takes them in any case). */
  frames: { name: string; count: number }[]
  /** taka; null when there is nothing on sale */
  price: { min: number | null; max: number | null }
}

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0)

/** Over the same products the listing shows unfiltered, in one query of the catalogue index. */
export async function catalogueFacets(container: MedusaContainer, shop: CatalogueShop): Promise<CatalogueFacets> {
  await indexWritesSettled()
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const { facets, metadata } = await search.search({
    entity: CATALOGUE_INDEX,
    filters: catalogueFilters(shop),
    pagination: { take: 1 },
    search_options: {
      count: "exact",
      facets: [
        { field: "brand", type: "value", sort: "alpha", limit: 1000 },
        { field: "type", type: "value", sort: "alpha", limit: 1000 },
        { field: "wheel_size", type: "value", sort: "alpha", limit: 1000 },
        { field: "frame_size", type: "value", sort: "alpha", limit: 1000 },
        { field: "price", type: "stats" },
      ],
    },
  })
  const values = (field: string) => {
    const facet = facets?.[field]
    return facet?.type === "value" ? facet.values.filter((v) => v.value !== null && v.value !== "").sort((a, b) => byName(a.value, b.value)) : []
  }
  const stats = facets?.price
  const price = stats?.type === "stats" && metadata.count ? { min: Number(stats.min), max: Number(stats.max) } : { min: null, max: null }
  const types = values("type")
  const labels = await typeLabels(
    container,
    shop,
    types.map((type) => type.value)
  )
  return {
    brands: values("brand").map(({ value, count }) => ({ name: value, count })),
    types: types.map(({ value, count }) => ({ value, label: labels.get(value) ?? value, count })),
    wheels: values("wheel_size")
      .map(({ value, count }) => ({ value: String(value), count }))
      .sort((a, b) => Number(a.value) - Number(b.value)),
    frames: values("frame_size").map(({ value, count }) => ({ name: value, count })),
    price,
  }
}

/** The product types' names in the shop's language, by their stored (English) value. */
async function typeLabels(container: MedusaContainer, shop: CatalogueShop, values: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>()
  if (!shop.locale || !values.length) return labels
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: types } = await query.graph({ entity: "product_type", fields: ["id", "value"], filters: { value: values } })
  const texts = await translatedTexts(
    query,
    types.map((type) => type.id),
    shop.locale
  )
  for (const type of types) {
    const label = texts.get(type.id)?.value
    if (label) labels.set(type.value, label)
  }
  return labels
}
