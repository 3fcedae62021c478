import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { forgetCachedStock, inStockVariants } from "./availability"
import { storefrontCatalogueShop } from "./shop"
import { idsOf, productsAffectedBy } from "./index-documents"
import { CACHE_TAGS as TAGS } from "@chaka/kit"
import type { Invalidation } from "../../../lib/catalogue-cache/response-cache"
import { SALES_TAG } from "./units-sold"
import type { IndexWrite } from "./index-writer"
import { TRANSLATED_RECORD_EVENTS, translatedRecords, TRANSLATION_EVENTS } from "./translation-targets"

/** Medusa's events that change what the public catalogue shows, and what each one forgets. */
export const PRODUCT_EVENTS = ["product.created", "product.updated", "product.deleted"]
export const VARIANT_EVENTS = ["product-variant.created", "product-variant.updated", "product-variant.deleted"]
export const ORDER_EVENTS = ["order.placed", "order.canceled"]
export const CATALOGUE_EVENTS = [
  "product-category.created",
  "product-category.updated",
  "product-category.deleted",
  "product-type.created",
  "product-type.updated",
  "product-type.deleted",
]

/**
 * What an event forgets: a product's pages and the listings (which show its title, price and
 * picture); the products an order bought, and the listings only when one of them sold out (an
 * order placed) or may be back in stock (canceled), and those sorted by units sold (SALES_TAG:
 * for an order placed, only when the index's writer saw the best-selling order move, `written`);
 * categories and types, the listings; a translation, what an edit of its record forgets, and the
 * pages of the products that show it (a category's Bangla name is on its products' pages).
 * For an order it also clears Medusa's cached stock of the variants bought, here because the
 * caller forgets the shop's answers next: cleared after them, an answer rebuilt in between would
 * be rebuilt from the stale count.
 */
export async function invalidationFor(container: MedusaContainer, name: string, data: unknown, written?: IndexWrite): Promise<Invalidation> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  if (PRODUCT_EVENTS.includes(name)) return [...idsOf(data), TAGS.catalogue]
  if (VARIANT_EVENTS.includes(name)) {
    const products = await productsAffectedBy(query, name, data)
    return products.length ? [...products, TAGS.catalogue] : "all"
  }
  if (ORDER_EVENTS.includes(name)) {
    const { data: orders } = await query.graph({ entity: "order", fields: ["items.product_id", "items.variant_id"], filters: { id: idsOf(data) } })
    const items = orders.flatMap((order) => (order.items ?? []) as { product_id?: string | null; variant_id?: string | null }[])
    const products = [...new Set(items.map((item) => item.product_id).filter((id): id is string => !!id))]
    const variants = [...new Set(items.map((item) => item.variant_id).filter((id): id is string => !!id))]
    // Before the shop's answers: Medusa's cached stock of these variants, which a read racing the
    // order may have stored after the order's own events cleared it (../catalogue/availability.ts).
    await forgetCachedStock(container, variants)
    // Units sold changed: the answers sorted by them (best selling) go in any case.
    if (name === "order.canceled") return [...products, SALES_TAG, TAGS.catalogue]
    // The best-selling order, only when the index's writer saw it move (unknown: the write failed).
    const sales = written?.salesRankMoved === false ? [] : [SALES_TAG]
    const shop = await storefrontCatalogueShop(container)
    const inStock = await inStockVariants(container, variants, shop.salesChannelIds)
    return variants.every((id) => inStock.has(id)) ? [...products, ...sales] : [...products, ...sales, TAGS.catalogue]
  }
  if (CATALOGUE_EVENTS.includes(name)) return [TAGS.categories, TAGS.catalogue]
  if (TRANSLATION_EVENTS.includes(name)) {
    const records = [...(await translatedRecords(query, idsOf(data))).keys()].filter((reference) => TRANSLATED_RECORD_EVENTS[reference])
    if (!records.length) return []
    const products = await productsAffectedBy(query, name, data)
    const names = records.some((reference) => reference === "product_category" || reference === "product_type") ? [TAGS.categories] : []
    return [...products, ...names, TAGS.catalogue]
  }
  // A price, or a price list (a sale, a club's prices): the products it prices, and the listings.
  if (name.startsWith("pricing.")) {
    const products = await productsAffectedBy(query, name, data)
    return products.length ? [...products, TAGS.catalogue] : []
  }
  return []
}
