import { createOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { orderLife, type OrderLifeInput } from "@chaka/rules"
import { messages } from "../../lib/messages"

/**
 * A parcel is packed only for an approved order, from whichever door: the shop's POST
 * /admin/orders/:id/ship (which checks first, workflows/orders/ship-order.ts) and Medusa's
 * dashboard "Create fulfillment". Medusa's workflow has no hook before the write: refusing here
 * undoes it (the parcel canceled, the stock and reservations restored), so nothing stays.
 */
createOrderFulfillmentWorkflow.hooks.fulfillmentCreated(async ({ fulfillment }, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "fulfillment",
    fields: ["order.created_at", "order.metadata", "order.status", "order.canceled_at"],
    filters: { id: fulfillment.id },
  })
  const order = (data[0] as { order?: OrderLifeInput | null } | undefined)?.order
  if (order && orderLife(order).stage === "placed") throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderShipNeedsApproval)
})
