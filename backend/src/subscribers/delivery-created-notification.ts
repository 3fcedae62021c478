import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { notifyOrder } from "../workflows/notifications/rules/send"
import { orderOfFulfillment } from "../workflows/notifications/rules/fulfillment-order"

/** The courier delivered the parcel (markOrderFulfillmentAsDeliveredWorkflow; data.id is the fulfillment): an email. */
export default async function deliveryCreatedNotification({ event, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return
  const orderId = await orderOfFulfillment(container, event.data.id)
  if (orderId) await notifyOrder(container, { orderId, kind: "order-delivered", trigger: event.name, fulfillmentId: event.data.id })
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.DELIVERY_CREATED, context: { subscriberId: "order-delivered-notification" } }
