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

/**
 * Each variant's price as Medusa's pricing module calculates it (`calculated_price`) in the
 * region and currency — the catalogue index's everyone's price, and a signed-in customer's page.
 * A variant without a price there is left out.
 */
export async function calculatedPrices(query: CatalogueQuery, variantIds: string[], context: PriceContext): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  if (!variantIds.length) return prices
  const { data: regions } = await query.graph({ entity: "region", fields: ["id"], filters: { name: context.regionName } })
  if (!regions.length) return prices
  const customer = context.customerGroupIds && { groups: context.customerGroupIds.map((id) => ({ id })) }
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "calculated_price.calculated_amount"],
    filters: { id: variantIds },
    context: { calculated_price: QueryContext({ region_id: regions[0].id, currency_code: context.currencyCode, ...(customer && { customer }) }) },
  })
  for (const variant of variants as { id: string; calculated_price?: { calculated_amount?: number | null } | null }[]) {
    const amount = variant.calculated_price?.calculated_amount
    if (amount !== null && amount !== undefined) prices.set(variant.id, Number(amount))
  }
  return prices
}
