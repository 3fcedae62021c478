import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { idsOf } from "../workflows/catalogue/rules/index-documents"
import { schedulePriceMoments, type PriceMomentKind } from "../workflows/pricing/rules"

const KINDS: Record<string, PriceMomentKind> = {
  "pricing.price-list.created": "price_list",
  "pricing.price-list.updated": "price_list",
  "pricing.price-list.deleted": "price_list",
  "promotion.campaign.created": "campaign",
  "promotion.campaign.updated": "campaign",
  "promotion.campaign.deleted": "campaign",
}

/**
 * An admin creates a sale that starts in a minute, or moves a campaign's end: the record's
 * timers are armed again at once (workflows/pricing/rules/schedule.ts), not at the next run of
 * the minute job. A deleted record has no dates left, so its timers are cleared.
 */
export default async function priceScheduleChanged({ event, container }: SubscriberArgs<unknown>) {
  const ids = idsOf(event.data)
  if (!ids.length) return
  await schedulePriceMoments(container, { kind: KINDS[event.name], ids }).catch((error: Error) =>
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`The schedule of ${event.name} ${ids.join(", ")} was not armed: ${error.message}`)
  )
}

export const config: SubscriberConfig = { event: Object.keys(KINDS), context: { subscriberId: "price-schedule" } }
