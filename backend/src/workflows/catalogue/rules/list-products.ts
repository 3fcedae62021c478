import type { CatalogueList, CatalogueProduct } from "@chaka/rules"
import type { ISearchModuleService, MedusaContainer, SearchTypes } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { inStockVariants } from "./availability"
import { customerPrices } from "./customer-prices"
import type { VariantOffer } from "./calculated-prices"
import { indexWritesSettled } from "./index-writes"
import { CATALOGUE_INDEX, type CatalogueDocument } from "./index-documents"
import type { CatalogueOrder, CatalogueParams } from "./params"
import type { CatalogueShop } from "./shop"
import { englishTwinSearch } from "./search-lexicon"

/** The listing as the store API sends it: one wire type with the storefront (@chaka/rules). */
export type { CatalogueList, CatalogueProduct }

// Ties (same price, same second) by id, so pages never repeat or skip a product.
const ORDER: Record<CatalogueOrder, SearchTypes.SearchPagination["order"]> = {
  relevance: { _score: "DESC", created_at: "DESC", id: "DESC" },
  newest: { created_at: "DESC", id: "DESC" },
  price_asc: { price: "ASC", created_at: "DESC", id: "DESC" },
  price_desc: { price: "DESC", created_at: "DESC", id: "DESC" },
  best_selling: { sold: "DESC", created_at: "DESC", id: "DESC" },
}

/**
 * How close a misspelt search must be to a word of the shop (PostgreSQL trigram word
 * similarity): "helmt" 0.67, "helmat" 0.57, "bianci" 0.71 pass; "renamed" against "renowned"
 * (0.38) does not.
 */
const TYPO_MIN_SIMILARITY = 0.5
/** Shorter searches are still being typed (the header searches from the third letter): no typo pass, which reads every document. */
const TYPO_MIN_LENGTH = 4

/**
 * The price a card shows: a signed-in customer's own (their groups' price lists), else the
 * index's everyone's price, with the regular price a sale lowers. A document written before the
 * index had regular prices counts as not on sale.
 */
function offerOf(document: CatalogueDocument, own: VariantOffer | undefined): Pick<CatalogueProduct, "price" | "regular_price" | "sale_ends_at"> {
  if (own) return { price: own.price, regular_price: own.regular, sale_ends_at: own.saleEndsAt }
  const price = Number(document.price)
  return { price, regular_price: Number(document.regular_price ?? price), sale_ends_at: document.sale_ends_at ?? null }
}

/** The index's filters for the shop (its sales channels) and the shopper's choices. */
export function catalogueFilters(shop: CatalogueShop, params: Partial<CatalogueParams> = {}): SearchTypes.SearchFilters {
  const filters: SearchTypes.SearchFilters = { sales_channel_ids: { $overlaps: shop.salesChannelIds } }
  if (params.brands?.length) filters.brand_key = { $in: params.brands }
  if (params.types?.length) filters.type_key = { $in: params.types }
  if (params.wheels?.length) filters.wheel_size = { $in: params.wheels }
  if (params.frames?.length) filters.frame_size_key = { $in: params.frames }
  if (params.min !== undefined || params.max !== undefined) {
    filters.price = { ...(params.min !== undefined && { $gte: params.min }), ...(params.max !== undefined && { $lte: params.max }) }
  }
  if (params.category) filters.category_keys = { $contains: params.category }
  if (params.q) filters.q = params.q
  return filters
}

/**
 * One page of the catalogue and the number of products matching, from the Search module's
 * catalogue index (src/search/catalogue-product.ts): filtered, ranked or sorted and paged there.
 * Stock is then asked of Medusa for the page's variants alone, and a signed-in customer's page
 * is priced for them (their customer groups' price lists).
 */
export async function listCatalogue(container: MedusaContainer, shop: CatalogueShop, params: CatalogueParams): Promise<CatalogueList> {
  await indexWritesSettled()
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const find = (typo_tolerance: boolean, q = params.q) =>
    search.search<CatalogueDocument>({
      entity: CATALOGUE_INDEX,
      filters: catalogueFilters(shop, { ...params, q }),
      pagination: { skip: params.offset, take: params.limit, order: ORDER[params.order] },
      // Typeahead: the words typed must match whole, the last one may be the start of a word
      // (the header searches from the third letter typed).
      search_options: { typo_tolerance, match_strategy: "last", count: "exact", ...(typo_tolerance && { min_score: TYPO_MIN_SIMILARITY }) },
    })
  // Words as typed first (every word must match); only a search that finds nothing is tried
  // again with typos forgiven — "helmt" finds helmets — because the provider's typo match
  // (trigram similarity over all the text, from 0.3) would otherwise add loosely similar
  // products, and below TYPO_MIN_SIMILARITY any word unknown to the shop finds some.
  // A Bangla search is run as its English twin where the shop knows one (হাইক → hike), so it
  // ranks as the English does (the brand weighs in); as typed when the twin finds nothing.
  const twin = params.q ? await englishTwinSearch(container, shop, params.q) : undefined
  let result = twin ? await find(false, twin) : undefined
  if (!result?.metadata.count) result = await find(false)
  if (params.q && params.q.length >= TYPO_MIN_LENGTH && !result.metadata.count) result = await find(true)
  const page = result.hits.map((hit) => hit.document)
  const [inStock, prices] = await Promise.all([
    inStockVariants(
      container,
      page.filter((p) => p.manage_inventory).map((p) => p.variant_id),
      shop.salesChannelIds
    ),
    shop.customerId
      ? customerPrices(
          container,
          shop,
          page.map((p) => p.variant_id)
        )
      : undefined,
  ])
  // Bangla where it is translated, else the English beside it.
  const bangla = shop.locale !== undefined
  const products = page.map((document) => ({
    id: document.id,
    title: (bangla && document.title_bn) || document.title,
    handle: document.handle,
    thumbnail: document.thumbnail,
    brand: document.brand,
    type: (bangla && document.type_bn) || document.type,
    category: document.category_handle ? { name: (bangla && document.category_name_bn) || document.category_name!, handle: document.category_handle } : null,
    ...offerOf(document, prices?.get(document.variant_id)),
    variant_id: document.variant_id,
    in_stock: !document.manage_inventory || inStock.has(document.variant_id),
  }))
  return { products, count: result.metadata.count ?? products.length, limit: params.limit, offset: params.offset }
}
