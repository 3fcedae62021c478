import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability } from "@medusajs/framework/utils"

/**
 * Of these variants (which manage inventory), the ones a shopper can buy now: Medusa's own
 * availability (stocked minus reserved at the sales channel's stock locations, per unit of the
 * variant), the number /store/products shows as inventory_quantity. With a key of several
 * sales channels, available in any of them.
 */
export async function inStockVariants(container: MedusaContainer, variantIds: string[], salesChannelIds: string[]) {
  const inStock = new Set<string>()
  if (!variantIds.length) return inStock
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const perChannel = await Promise.all(salesChannelIds.map((sales_channel_id) => getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id })))
  for (const availability of perChannel) {
    for (const id of variantIds) {
      if ((availability[id]?.availability ?? 0) > 0) inStock.add(id)
    }
  }
  return inStock
}
