import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { notifyOrder } from "../workflows/notifications/rules/send"
import { orderOfFulfillment } from "../workflows/notifications/rules/fulfillment-order"

/** The parcel left with the courier (createOrderShipmentWorkflow; data.id is the fulfillment): email and SMS with courier and tracking number. */
export default async function shipmentCreatedNotification({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const orderId = await orderOfFulfillment(container, event.data.id)
  if (orderId) await notifyOrder(container, { orderId, kind: "order-shipped", trigger: event.name, fulfillmentId: event.data.id })
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.SHIPMENT_CREATED, context: { subscriberId: "order-shipped-notification" } }
