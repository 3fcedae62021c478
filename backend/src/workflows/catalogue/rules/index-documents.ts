import { SHOP } from "../../shop/rules/identity"
import { calculatedPrices, type CatalogueQuery } from "./calculated-prices"
import { ordersProducts, unitsSold } from "./units-sold"
import { banglaFields, banglaTextsFor, type BanglaFields } from "./bangla-documents"
import { TRANSLATED_RECORD_EVENTS, translatedRecords, TRANSLATION_EVENTS } from "./translation-targets"

/** The Search module index the catalogue reads (src/search/catalogue-product.ts). */
export const CATALOGUE_INDEX = "catalogue_product"

/** Medusa's events that change a catalogue document (productsAffectedBy says whose). */
export const CATALOGUE_INDEX_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  "product-variant.deleted",
  "product-category.updated",
  "product-category.deleted",
  "product-type.updated",
  "product-type.deleted",
  "pricing.price-list.created",
  "pricing.price-list.updated",
  "pricing.price-list.deleted",
  "pricing.price.created",
  "pricing.price.updated",
  "pricing.price.deleted",
  // Units sold: the "best selling" order.
  "order.placed",
  "order.canceled",
  // A product's, category's or type's Bangla (Medusa's Translation module).
  ...TRANSLATION_EVENTS,
]

/** What a document is built from: the product, read through Query. */
export const CATALOGUE_ROW_FIELDS = [
  "id",
  "title",
  "handle",
  "description",
  "thumbnail",
  "status",
  "created_at",
  "deleted_at",
  "type.id",
  "type.value",
  "brand.name",
  "categories.id",
  "sales_channels.id",
  "variants.id",
  "variants.variant_rank",
  "variants.created_at",
  "variants.deleted_at",
  "variants.manage_inventory",
  "product_facts.wheel_size_in",
  "product_facts.frame_size",
]

export type CatalogueDocument = BanglaFields & {
  id: string
  title: string
  brand: string | null
  type: string | null
  category_path: string
  description: string
  brand_key: string | null
  type_key: string | null
  category_keys: string[]
  sales_channel_ids: string[]
  /** inches as text ("27.5"); null: not given (modules/product-facts) */
  wheel_size: string | null
  frame_size: string | null
  frame_size_key: string | null
  handle: string
  thumbnail: string | null
  category_name: string | null
  category_handle: string | null
  variant_id: string
  manage_inventory: boolean
  /** taka, as Medusa's pricing module calculates it for the shop's region: what a cart charges */
  price: number
  /** taka: the price a sale lowers (struck out on the pages); the same as `price` when none does */
  regular_price: number
  /** When that sale ends (ISO); null: no sale, or one without an end */
  sale_ends_at: string | null
  created_at: string
  /** Units bought in orders that were not canceled. */
  sold: number
}

export type CatalogueRow = {
  id: string
  title: string
  handle: string
  description?: string | null
  thumbnail?: string | null
  status: string
  created_at: string | Date
  deleted_at?: string | Date | null
  type?: { id?: string; value: string } | null
  brand?: { name: string } | null
  categories?: { id: string }[] | null
  sales_channels?: { id: string }[] | null
  variants?: { id: string; variant_rank?: number | null; created_at: string | Date; deleted_at?: string | Date | null; manage_inventory: boolean }[] | null
  product_facts?: { wheel_size_in?: number | null; frame_size?: string | null } | null
}

type Category = { id: string; name: string; handle: string; mpath: string; rank: number; is_active: boolean; is_internal: boolean }

type Query = CatalogueQuery

/** A name as the filters compare it: trimmed, single spaces, lower case. */
export const catalogueKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase()

const time = (value: string | Date) => new Date(value).getTime()

/**
 * A page of products → their documents, in a fixed number of queries: the shop's region, the
 * variants' prices as Medusa calculates them (`calculated_price`), the categories above theirs.
 * A product a shopper cannot buy (draft, deleted, in no sales channel, no price in taka) gets
 * no document, which removes it from the index.
 */
export async function catalogueDocuments(rows: CatalogueRow[], query: Query): Promise<CatalogueDocument[]> {
  const listed = rows.filter((row) => row.status === "published" && !row.deleted_at && row.sales_channels?.length)
  if (!listed.length) return []
  const variantIds = listed.flatMap((row) => (row.variants ?? []).filter((v) => !v.deleted_at).map((v) => v.id))
  const [prices, categories, sold] = await Promise.all([
    calculatedPrices(query, variantIds, { regionName: SHOP.regionName, currencyCode: SHOP.currencyCode }),
    visibleCategories(query, listed),
    unitsSold(
      query,
      listed.map((row) => row.id)
    ),
  ])
  const bangla = await banglaTextsFor(query, { products: listed, types: listed.map((row) => row.type), categories: [...categories.values()] })

  const documents: CatalogueDocument[] = []
  for (const row of listed) {
    const offer = (row.variants ?? [])
      .filter((variant) => !variant.deleted_at && prices.has(variant.id))
      .sort((a, b) => (a.variant_rank ?? Infinity) - (b.variant_rank ?? Infinity) || time(a.created_at) - time(b.created_at) || a.id.localeCompare(b.id))[0]
    if (!offer) continue
    const own = (row.categories ?? []).map((c) => categories.get(c.id)).filter((c): c is Category => !!c)
    // Shown: the deepest of its visible categories. Matched: each of them and every visible one above.
    const shown = [...own].sort((a, b) => b.mpath.length - a.mpath.length || a.rank - b.rank || a.name.localeCompare(b.name))[0]
    const above = own.flatMap((c) =>
      c.mpath
        .split(".")
        .map((id) => categories.get(id))
        .filter((a): a is Category => !!a)
    )
    documents.push({
      id: row.id,
      title: row.title,
      brand: row.brand?.name ?? null,
      type: row.type?.value ?? null,
      category_path: [...new Set(above.map((c) => c.name))].join(" "),
      description: row.description ?? "",
      brand_key: row.brand ? catalogueKey(row.brand.name) : null,
      type_key: row.type ? catalogueKey(row.type.value) : null,
      // A category's Bangla name finds it too (a Bangla page's link may name it).
      category_keys: [...new Set(above.flatMap((c) => [c.handle, c.name, bangla.get(c.id)?.name].filter((key): key is string => !!key).map(catalogueKey)))],
      sales_channel_ids: row.sales_channels!.map((channel) => channel.id),
      ...factFields(row.product_facts),
      handle: row.handle,
      thumbnail: row.thumbnail ?? null,
      category_name: shown?.name ?? null,
      category_handle: shown?.handle ?? null,
      variant_id: offer.id,
      manage_inventory: offer.manage_inventory,
      price: prices.get(offer.id)!.price,
      regular_price: prices.get(offer.id)!.regular,
      sale_ends_at: prices.get(offer.id)!.saleEndsAt,
      created_at: new Date(row.created_at).toISOString(),
      sold: sold.get(row.id) ?? 0,
      ...banglaFields(bangla, row, above, shown),
    })
  }
  return documents
}

/** The facts the listing filters by: a wheel size as its number's text ("27.5", "29"), a frame size and its key. */
export function factFields(facts: CatalogueRow["product_facts"]): Pick<CatalogueDocument, "wheel_size" | "frame_size" | "frame_size_key"> {
  const wheel = facts?.wheel_size_in
  const frame = facts?.frame_size?.trim() || null
  return {
    wheel_size: wheel === null || wheel === undefined ? null : wheelKey(Number(wheel)),
    frame_size: frame,
    frame_size_key: frame ? catalogueKey(frame) : null,
  }
}

/** A wheel size as the index and the filter's values spell it: 27.5, 29 (a stored real's noise rounded off). */
export const wheelKey = (inches: number) => String(Math.round(inches * 10) / 10)

/** The products' categories and every category above them, the visible ones only (active, public). */
async function visibleCategories(query: Query, rows: CatalogueRow[]): Promise<Map<string, Category>> {
  const own = [...new Set(rows.flatMap((row) => (row.categories ?? []).map((c) => c.id)))]
  const found = new Map<string, Category>()
  if (!own.length) return found
  const fields = ["id", "name", "handle", "mpath", "rank", "is_active", "is_internal"]
  const { data: direct } = await query.graph({ entity: "product_category", fields, filters: { id: own } })
  const ids = [...new Set((direct as Category[]).flatMap((c) => c.mpath.split(".")))]
  const { data: all } = await query.graph({ entity: "product_category", fields, filters: { id: ids } })
  for (const category of all as Category[]) {
    if (category.is_active && !category.is_internal) found.set(category.id, category)
  }
  return found
}

export const idsOf = (data: unknown): string[] => {
  const id = (data as { id?: unknown } | undefined)?.id
  return (Array.isArray(id) ? id : [id]).filter((value): value is string => typeof value === "string")
}

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))]

/** The products an event of CATALOGUE_INDEX_EVENTS is about (the catalogue cache asks too). */
export async function productsAffectedBy(query: Query, name: string, data: unknown): Promise<string[]> {
  const ids = idsOf(data)
  if (!ids.length) return []
  if (name.startsWith("product.")) return ids
  if (TRANSLATION_EVENTS.includes(name)) {
    // Whose translation it is: then as that record's own edit.
    const records = [...(await translatedRecords(query, ids))].filter(([reference]) => TRANSLATED_RECORD_EVENTS[reference])
    const lists = await Promise.all(records.map(([reference, refIds]) => productsAffectedBy(query, TRANSLATED_RECORD_EVENTS[reference], { id: refIds })))
    return unique(lists.flat())
  }
  if (name.startsWith("order.")) return ordersProducts(query, ids)
  if (name.startsWith("product-variant.")) {
    const { data: variants } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id: ids }, withDeleted: true })
    return unique((variants as { product_id?: string | null }[]).map((v) => v.product_id))
  }
  if (name.startsWith("product-category.")) {
    // The category's products and those of the categories below it (their path includes its id).
    const { data: all } = await query.graph({ entity: "product_category", fields: ["id", "mpath"], withDeleted: true })
    const under = (all as { id: string; mpath: string }[]).filter((c) => c.mpath.split(".").some((id) => ids.includes(id))).map((c) => c.id)
    if (!under.length) return []
    const { data: categories } = await query.graph({ entity: "product_category", fields: ["products.id"], filters: { id: under }, withDeleted: true })
    return unique((categories as { products?: { id: string }[] }[]).flatMap((c) => (c.products ?? []).map((p) => p.id)))
  }
  if (name.startsWith("product-type.")) {
    const { data: products } = await query.graph({ entity: "product", fields: ["id"], filters: { type_id: ids } })
    return unique((products as { id: string }[]).map((p) => p.id))
  }
  // A price (a variant's, or one in a price list) belongs to a variant through its price set; a
  // price list's change (status, dates, rules) touches the products of all its prices. Prices
  // of anything else (shipping options) touch no product.
  type Priced = { price_set?: { variant?: { product_id?: string | null } | null } | null }
  if (name.startsWith("pricing.price.")) {
    const { data: prices } = await query.graph({ entity: "price", fields: ["price_set.variant.product_id"], filters: { id: ids }, withDeleted: true })
    return unique((prices as Priced[]).map((price) => price.price_set?.variant?.product_id))
  }
  if (name.startsWith("pricing.price-list.")) {
    const { data: lists } = await query.graph({
      entity: "price_list",
      fields: ["prices.price_set.variant.product_id"],
      filters: { id: ids },
      withDeleted: true,
    })
    return unique((lists as { prices?: Priced[] }[]).flatMap((list) => (list.prices ?? []).map((price) => price.price_set?.variant?.product_id)))
  }
  return []
}
