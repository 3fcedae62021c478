import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { notifyOrder } from "../workflows/notifications/rules/send"

/** "We have your order": email and SMS, whichever way the order was placed (the one-trip place-order completes a cart). */
export default async function orderPlacedNotification({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrder(container, { orderId: event.data.id, kind: "order-placed", trigger: event.name })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.PLACED, context: { subscriberId: "order-placed-notification" } }
