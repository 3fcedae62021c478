import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_EVENTS } from "../workflows/catalogue/rules/index-documents"
import { writeCatalogueIndex, type IndexWrite } from "../workflows/catalogue/rules/index-writer"
import { trackIndexWrite } from "../workflows/catalogue/rules/index-writes"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"
import { CATALOGUE_EVENTS, invalidationFor, ORDER_EVENTS, PRODUCT_EVENTS, VARIANT_EVENTS } from "../workflows/catalogue/rules/event-tags"

/**
 * The catalogue hears of every change Medusa announces, wherever it was made — an admin's
 * request, the worker, another subscriber, a scheduled job, a script. The change is written
 * to the catalogue index first (workflows/catalogue/rules/index-writer.ts), then the cached answers that
 * show it are forgotten (workflows/catalogue/rules/event-tags.ts) — in this order, so no answer is
 * recomputed from the index as it was and kept. In the worker the message goes to the servers
 * over Redis. An index write is tracked: listing reads in this process wait for it
 * (index-writes.ts).
 */
export default async function catalogueChanged({ event, container }: SubscriberArgs<unknown>) {
  const heard = hear(container, event.name, event.data)
  await (CATALOGUE_INDEX_EVENTS.includes(event.name) ? trackIndexWrite(heard) : heard)
}

async function hear(container: SubscriberArgs<unknown>["container"], name: string, data: unknown) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let written: IndexWrite | undefined
  try {
    if (CATALOGUE_INDEX_EVENTS.includes(name)) written = await writeCatalogueIndex(container, name, data)
  } catch (error) {
    // The cache is still told: what Medusa serves itself (product pages) must not stay stale.
    logger.error(`The catalogue index missed ${name}: ${(error as Error).message}`)
  } finally {
    await invalidateCatalogue(await invalidationFor(container, name, data, written)).catch((error: Error) =>
      logger.error(`The catalogue cache missed ${name}: ${error.message}`)
    )
  }
}

export const config: SubscriberConfig = {
  event: [...new Set([...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...ORDER_EVENTS, ...CATALOGUE_EVENTS, ...CATALOGUE_INDEX_EVENTS])],
  context: { subscriberId: "catalogue-cache-invalidation" },
}
