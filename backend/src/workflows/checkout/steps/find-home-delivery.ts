import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { SHOP } from "../../../lib/shop/identity"

/**
 * The shop's Home delivery among the shipping options Medusa offers this cart (its address's
 * service zone, not a return option): the one bd-commerce's fulfillment provider serves.
 */
export const findHomeDeliveryStep = createStep("find-home-delivery", async (options: { id: string; provider_id?: string | null }[]) => {
  const homeDelivery = options.find((option) => option.provider_id === SHOP.deliveryProviderId)
  if (!homeDelivery) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.homeDeliveryNotSetUp)
  return new StepResponse({ id: homeDelivery.id })
})
