import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { calculatedPrices, type VariantOffer } from "./calculated-prices"
import type { CatalogueShop } from "./shop"

/**
 * The variants' prices for a signed-in customer, as Medusa's store routes calculate them: the
 * region, its currency and the customer's groups (whose price lists may be lower). The index
 * holds everyone's price; this is the one read that makes a club member's listing theirs.
 */
export async function customerPrices(container: MedusaContainer, shop: CatalogueShop, variantIds: string[]): Promise<Map<string, VariantOffer>> {
  if (!variantIds.length || !shop.customerId) return new Map()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: groups } = await query.graph({ entity: "customer_group", fields: ["id"], filters: { customers: { id: shop.customerId } } })
  return calculatedPrices(query, variantIds, {
    regionName: shop.regionName,
    currencyCode: shop.currencyCode,
    customerGroupIds: groups.map((group) => group.id),
  })
}
