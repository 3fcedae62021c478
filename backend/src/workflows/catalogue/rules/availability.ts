import type { ICachingModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, getVariantAvailability, Modules } from "@medusajs/framework/utils"

type Query = Parameters<typeof getVariantAvailability>[0]

/**
 * Medusa's query with its cache (the `caching` flag, on with Redis) turned off for every read it
 * makes. getVariantAvailability asks for its inventory read to be cached for an hour and relies on
 * reservation events to forget it. A read that began before an order reserved its unit and was
 * stored after that order's event had cleared the cache kept the old count for the hour. The
 * worker reads availability for every order.placed while the next orders commit, so 20 quick
 * orders left /store/products showing 21 units where 10 were left (topology/crash.topology.ts).
 * The shop's own answers are cached above this, per product, and forgotten when an order is placed.
 */
export const uncached = (query: Query): Query =>
  ({
    graph: (config: Parameters<Query["graph"]>[0], options?: Parameters<Query["graph"]>[1]) => query.graph(config, { ...options, cache: { enable: false } }),
  }) as Query

/**
 * Of these variants (which manage inventory), the ones a shopper can buy now: Medusa's own
 * availability (stocked minus reserved at the sales channel's stock locations, per unit of the
 * variant), the number /store/products shows as inventory_quantity, read from the database. With
 * a key of several sales channels, available in any of them.
 */
export async function inStockVariants(container: MedusaContainer, variantIds: string[], salesChannelIds: string[]) {
  const inStock = new Set<string>()
  if (!variantIds.length) return inStock
  const query = uncached(container.resolve(ContainerRegistrationKeys.QUERY))
  const perChannel = await Promise.all(salesChannelIds.map((sales_channel_id) => getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id })))
  for (const availability of perChannel) {
    for (const id of variantIds) {
      if ((availability[id]?.availability ?? 0) > 0) inStock.add(id)
    }
  }
  return inStock
}

/**
 * Forgets what Medusa's query cache holds of these variants, their availability among it (its
 * entries are tagged `ProductVariant:<id>`): called for each order placed or canceled, after it
 * committed, so a count a racing read stored cannot outlive the order. Nothing to do without the
 * cache (no Redis). A failure is logged, not thrown: the shop's own answers are still forgotten.
 */
export async function forgetCachedStock(container: MedusaContainer, variantIds: string[]): Promise<void> {
  // Medusa registers the module without a provider when its caching flag is off (no Redis here).
  if (!variantIds.length || !FeatureFlag.isFeatureEnabled("caching") || !container.hasRegistration(Modules.CACHING)) return
  try {
    await container.resolve<ICachingModuleService>(Modules.CACHING).clear({ tags: variantIds.map((id) => `ProductVariant:${id}`) })
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Medusa's cached stock of ${variantIds.join(", ")} stays: ${(error as Error).message}`)
  }
}
