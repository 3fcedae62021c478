import type { SearchTypes } from "@medusajs/framework/types"
import { QueryContext } from "@medusajs/framework/utils"

/** Query as both a subscriber (the container's) and the Search module (its own) hand it. */
export type CatalogueQuery = Pick<SearchTypes.SearchContainer["query"], "graph">

export type PriceContext = {
  regionName: string
  currencyCode: string
  /** A signed-in customer's groups, whose price lists may be lower; none: everyone's price. */
  customerGroupIds?: string[]
}

/** A variant's price as Medusa's pricing module calculates it, and the regular price a sale lowers. */
export type VariantOffer = {
  /** taka: what a cart charges now (`calculated_amount`). */
  price: number
  /** taka: the price without the sale (`original_amount`); the same as `price` when no sale applies. */
  regular: number
  /** When the sale (a price list of type "sale") that gives `price` ends, ISO; null: no end, or no sale. */
  saleEndsAt: string | null
}

type Calculated = {
  id: string
  calculated_price?: {
    calculated_amount?: number | null
    original_amount?: number | null
    calculated_price?: { price_list_id?: string | null; price_list_type?: string | null } | null
  } | null
}

/**
 * Each variant's price as Medusa's pricing module calculates it (`calculated_price`) in the
 * region and currency — the catalogue index's everyone's price, and a signed-in customer's page —
 * with the regular price beside it when a sale price list lowers it (the page strikes it out).
 * An override price list is the price, not a sale. A variant without a price there is left out.
 */
export async function calculatedPrices(query: CatalogueQuery, variantIds: string[], context: PriceContext): Promise<Map<string, VariantOffer>> {
  const prices = new Map<string, VariantOffer>()
  if (!variantIds.length) return prices
  const { data: regions } = await query.graph({ entity: "region", fields: ["id"], filters: { name: context.regionName } })
  if (!regions.length) return prices
  const customer = context.customerGroupIds && { groups: context.customerGroupIds.map((id) => ({ id })) }
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "calculated_price.*"],
    filters: { id: variantIds },
    context: { calculated_price: QueryContext({ region_id: regions[0].id, currency_code: context.currencyCode, ...(customer && { customer }) }) },
  })
  const sales = new Map<string, string>()
  for (const variant of variants as Calculated[]) {
    const calculated = variant.calculated_price
    const amount = calculated?.calculated_amount
    if (amount === null || amount === undefined) continue
    const price = Number(amount)
    const original = Number(calculated?.original_amount ?? amount)
    const list = calculated?.calculated_price
    const onSale = list?.price_list_type === "sale" && !!list.price_list_id && original > price
    prices.set(variant.id, { price, regular: onSale ? original : price, saleEndsAt: null })
    if (onSale) sales.set(variant.id, list.price_list_id!)
  }
  if (sales.size) {
    const ends = await saleEnds(query, [...new Set(sales.values())])
    for (const [variantId, listId] of sales) prices.get(variantId)!.saleEndsAt = ends.get(listId) ?? null
  }
  return prices
}

/** The sale price lists' ends (ISO), by id; one without an end is left out. */
async function saleEnds(query: CatalogueQuery, listIds: string[]): Promise<Map<string, string>> {
  const { data: lists } = await query.graph({ entity: "price_list", fields: ["id", "ends_at"], filters: { id: listIds } })
  const ends = new Map<string, string>()
  for (const list of lists as { id: string; ends_at?: string | Date | null }[]) {
    if (list.ends_at) ends.set(list.id, new Date(list.ends_at).toISOString())
  }
  return ends
}
