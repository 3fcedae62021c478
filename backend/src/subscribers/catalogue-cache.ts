import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { ISearchModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX_EVENTS } from "../lib/catalogue/index-documents"
import { trackIndexWrite } from "../lib/catalogue/index-writes"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"
import { CATALOGUE_EVENTS, invalidationFor, ORDER_EVENTS, PRODUCT_EVENTS, VARIANT_EVENTS } from "../lib/catalogue-cache/event-tags"

/**
 * The catalogue cache hears of every change Medusa announces, wherever it was made — an
 * admin's request, the worker, another subscriber, a scheduled job, a script — and forgets
 * only the answers that show what changed (lib/catalogue-cache/event-tags.ts). In the worker
 * the message goes to the servers over Redis.
 */
export default async function catalogueCacheInvalidation({ event, container }: SubscriberArgs<unknown>) {
  // Tracked whole (index-writes.ts): a listing read, a seed or a test waits until the index is
  // written and the cache has forgotten.
  await trackIndexWrite(heard(container, event))
}

async function heard(container: SubscriberArgs<unknown>["container"], event: SubscriberArgs<unknown>["event"]) {
  // The listings are read from the catalogue index, which Medusa's own subscriber updates from
  // the same event at the same time: the change is written to the index first (idempotently,
  // and awaited: ingest answers once the write is in), so no listing is recomputed from the
  // index as it was and then kept.
  if (CATALOGUE_INDEX_EVENTS.includes(event.name)) {
    await container.resolve<ISearchModuleService>(Modules.SEARCH).ingest(event as Parameters<ISearchModuleService["ingest"]>[0])
  }
  await invalidateCatalogue(await invalidationFor(container, event.name, event.data))
}

export const config: SubscriberConfig = {
  event: [...new Set([...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...ORDER_EVENTS, ...CATALOGUE_EVENTS, ...CATALOGUE_INDEX_EVENTS])],
  context: { subscriberId: "catalogue-cache-invalidation" },
}
