import type { ICachingModuleService, IEventBusModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CACHE_TAGS } from "@chaka/kit"
import { invalidateCatalogue } from "../../../lib/catalogue-cache/invalidate"
import type { PriceMoment } from "./price-moments"
import { repriceOpenCarts } from "./reprice-open-carts"

/** What Medusa would announce had the record changed: the shop's subscribers hear it as an edit. */
const UPDATED: Record<PriceMoment["kind"], string> = { price_list: "pricing.price-list.updated", campaign: "promotion.campaign.updated" }

/**
 * A price list or a campaign starts or ends now, and Medusa announces nothing then. A price
 * list's products are priced anew: Medusa's own query cache of them is cleared first (with Redis
 * it keeps products with their calculated prices), then `pricing.price-list.updated` is announced,
 * so the catalogue index prices them again and the catalogue cache and the visitor pages forget
 * them (subscribers/catalogue-cache.ts) — in that order, so nothing is refilled from the old price.
 * Then the open carts holding the list's variants are priced again (reprice-open-carts.ts).
 * Offer cards name a price list or a campaign's promotion and show while it is live: the
 * announcement makes the offers' subscriber forget them, and at a campaign's moment the listings
 * are forgotten here too. Announcing a
 * moment twice (two workers, or the minute job's look-back) only does the same work twice.
 */
export async function announceMoment(container: MedusaContainer, moment: PriceMoment): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const variants = moment.kind === "price_list" ? await listVariants(container, moment.id) : []
    // The offers (a card shows while the list or campaign it names is live) are forgotten by the
    // announcement below (subscribers/offer-sources-cache.ts hears both events).
    if (moment.kind === "price_list") await forgetMedusasCachedPrices(container, variants)
    else await invalidateCatalogue([CACHE_TAGS.catalogue])
    await container.resolve<IEventBusModuleService>(Modules.EVENT_BUS).emit({ name: UPDATED[moment.kind], data: { id: moment.id } })
    logger.info(
      `Announced the ${moment.kind.replace("_", " ")} ${moment.id} at its moment ${moment.at.toISOString()} (${Date.now() - moment.at.getTime()} ms after)`
    )
    if (variants.length) {
      const carts = await repriceOpenCarts(
        container,
        variants.map((variant) => variant.id)
      )
      if (carts) logger.info(`Priced ${carts} open cart(s) again at the price list ${moment.id}'s moment (${Date.now() - moment.at.getTime()} ms after)`)
    }
  } catch (error) {
    logger.error(`The ${moment.kind.replace("_", " ")} ${moment.id}'s moment ${moment.at.toISOString()} was not announced: ${(error as Error).message}`)
  }
}

type ListVariant = { id: string; product_id: string | null }

/** The variants the price list prices, with their products. */
async function listVariants(container: MedusaContainer, listId: string): Promise<ListVariant[]> {
  const { data: lists } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "price_list",
    fields: ["prices.price_set.variant.id", "prices.price_set.variant.product_id"],
    filters: { id: listId },
  })
  type Priced = { price_set?: { variant?: { id?: string; product_id?: string | null } | null } | null }
  const variants = new Map<string, ListVariant>()
  for (const price of (lists as { prices?: Priced[] }[]).flatMap((list) => list.prices ?? [])) {
    const variant = price.price_set?.variant
    if (variant?.id) variants.set(variant.id, { id: variant.id, product_id: variant.product_id ?? null })
  }
  return [...variants.values()]
}

/** Medusa's query cache (the `caching` flag, with Redis) of the list's products and variants. */
async function forgetMedusasCachedPrices(container: MedusaContainer, variants: ListVariant[]): Promise<void> {
  // Registered but empty when the flag is off (no Redis).
  const caching = container.resolve<ICachingModuleService | undefined>(Modules.CACHING, { allowUnregistered: true })
  if (!caching || !variants.length) return
  const tags = [...new Set(variants.flatMap((v) => [`ProductVariant:${v.id}`, ...(v.product_id ? [`Product:${v.product_id}`] : [])]))]
  await caching.clear({ tags })
}
