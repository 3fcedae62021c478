import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import type { CatalogueShop } from "./shop"

/**
 * The variants' prices for a signed-in customer, as Medusa's store routes calculate them: the
 * region, its currency and the customer's groups (whose price lists may be lower). The index
 * holds everyone's price; this is the one read that makes a club member's listing theirs.
 */
export async function customerPrices(container: MedusaContainer, shop: CatalogueShop, variantIds: string[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  if (!variantIds.length || !shop.customerId) return prices
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: regions }, { data: groups }] = await Promise.all([
    query.graph({ entity: "region", fields: ["id"], filters: { name: shop.regionName } }),
    query.graph({ entity: "customer_group", fields: ["id"], filters: { customers: { id: shop.customerId } } }),
  ])
  if (!regions.length) return prices
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "calculated_price.calculated_amount"],
    filters: { id: variantIds },
    context: {
      calculated_price: QueryContext({
        region_id: regions[0].id,
        currency_code: shop.currencyCode,
        customer: { groups: groups.map((group) => ({ id: group.id })) },
      }),
    },
  })
  for (const variant of variants as { id: string; calculated_price?: { calculated_amount?: number | null } | null }[]) {
    const amount = variant.calculated_price?.calculated_amount
    if (amount !== null && amount !== undefined) prices.set(variant.id, Number(amount))
  }
  return prices
}
