import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { SHOP } from "../../../lib/shop"

/** The shop's Home delivery option: the one served by bd-commerce's fulfillment provider. */
export const findHomeDeliveryStep = createStep("find-home-delivery", async (_: void, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "shipping_option",
    fields: ["id"],
    filters: { provider_id: SHOP.deliveryProviderId },
  })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.homeDeliveryNotSetUp)
  return new StepResponse({ id: data[0].id as string })
})
