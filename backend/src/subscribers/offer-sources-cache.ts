import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CACHE_TAGS } from "@chaka/kit"
import { OFFER_SOURCE_EVENTS } from "@chaka/content/api"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"

/**
 * A promotion, campaign or price list an offer card may advertise changed (an admin deactivated
 * it in Medusa's dashboard, a code's last use was counted, it was deleted): the home page's offer
 * cards and their pages are forgotten, so a card shows only while what it names is live. Their
 * dates passing are the price schedule's (workflows/pricing/rules).
 */
export default async function offerSourceChanged({ event, container }: SubscriberArgs<unknown>) {
  await invalidateCatalogue([CACHE_TAGS.offers]).catch((error: Error) =>
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`The offers' cache missed ${event.name}: ${error.message}`)
  )
}

export const config: SubscriberConfig = { event: [...OFFER_SOURCE_EVENTS], context: { subscriberId: "offer-sources-cache" } }
