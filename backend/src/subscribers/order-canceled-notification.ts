import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { notifyOrder } from "../workflows/notifications/rules/send"

/** Canceled by the customer or the shop (Medusa's cancelOrderWorkflow): email and SMS. */
export default async function orderCanceledNotification({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrder(container, { orderId: event.data.id, kind: "order-canceled", trigger: event.name })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.CANCELED, context: { subscriberId: "order-canceled-notification" } }
