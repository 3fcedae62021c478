import type { CatalogueProduct } from "@chaka/rules"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { translatedTexts } from "../../../lib/languages/translations"
import { indexWritesSettled } from "./index-writes"
import { listCatalogue } from "./list-products"
import { catalogueLexicon } from "./search-lexicon"
import { closestSearches } from "./search-words"
import type { CatalogueShop } from "./shop"

/** Where a search that found nothing leads: products near what was typed, the shop's categories, its best sellers. */
export type SearchOnward = {
  /** The search the closest products were found by (null: none near). */
  closest_search: string | null
  closest: CatalogueProduct[]
  /** Top-level categories, named in the shop's language; `handle` is what a category page takes. */
  categories: { name: string; handle: string }[]
  best_sellers: CatalogueProduct[]
}

export const ONWARD_SIZE = { closest: 8, bestSellers: 4 } as const
/** The shop's top-level categories in its order, named in the page's language. */
async function topCategories(container: MedusaContainer, shop: CatalogueShop): Promise<SearchOnward["categories"]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_category",
    fields: ["id", "name", "handle", "rank"],
    filters: { parent_category_id: null, is_active: true, is_internal: false },
  })
  const sorted = [...data].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const texts = shop.locale
    ? await translatedTexts(
        query,
        sorted.map((category) => category.id),
        shop.locale
      )
    : undefined
  return sorted.map((category) => ({ name: texts?.get(category.id)?.name || category.name, handle: category.handle }))
}

/**
 * For a search that found nothing: the products of the nearest search the shop's words allow
 * (a typo mended, a Bangla word read as its English twin, Latin letters read as Bangla:
 * search-words.ts), the top-level categories and the best sellers. Ranked by the same
 * catalogue listing as any search.
 */
export async function searchOnward(container: MedusaContainer, shop: CatalogueShop, text: string): Promise<SearchOnward> {
  await indexWritesSettled()
  const list = (q: string | undefined, order: "relevance" | "best_selling", limit: number) =>
    listCatalogue(container, shop, { q, order, limit, offset: 0, brands: [], types: [] })
  const [lexicon, categories, bestSellers] = await Promise.all([
    catalogueLexicon(container, shop),
    topCategories(container, shop),
    list(undefined, "best_selling", ONWARD_SIZE.bestSellers),
  ])
  let closest: { search: string; products: CatalogueProduct[] } | undefined
  for (const search of closestSearches(lexicon, text)) {
    const { products } = await list(search, "relevance", ONWARD_SIZE.closest)
    if (products.length) {
      closest = { search, products }
      break
    }
  }
  return { closest_search: closest?.search ?? null, closest: closest?.products ?? [], categories, best_sellers: bestSellers.products }
}
