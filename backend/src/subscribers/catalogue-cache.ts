import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"
import { CATALOGUE_EVENTS, invalidationFor, ORDER_EVENTS, PRODUCT_EVENTS, VARIANT_EVENTS } from "../lib/catalogue-cache/event-tags"

/**
 * The catalogue cache hears of every change Medusa announces, wherever it was made — an
 * admin's request, the worker, another subscriber, a scheduled job, a script — and forgets
 * only the answers that show what changed (lib/catalogue-cache/event-tags.ts). In the worker
 * the message goes to the servers over Redis.
 */
export default async function catalogueCacheInvalidation({ event, container }: SubscriberArgs<unknown>) {
  await invalidateCatalogue(await invalidationFor(container, event.name, event.data))
}

export const config: SubscriberConfig = {
  event: [...PRODUCT_EVENTS, ...VARIANT_EVENTS, ...ORDER_EVENTS, ...CATALOGUE_EVENTS],
  context: { subscriberId: "catalogue-cache-invalidation" },
}
