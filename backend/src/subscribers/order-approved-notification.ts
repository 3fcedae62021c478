import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notifyOrder } from "../workflows/notifications/rules/send"
import { ORDER_APPROVED_EVENT } from "../workflows/orders/approve-order"

/** The shop approved the order (approveOrderWorkflow announces it once): an email. */
export default async function orderApprovedNotification({ event, container }: SubscriberArgs<{ id: string }>) {
  await notifyOrder(container, { orderId: event.data.id, kind: "order-approved", trigger: event.name })
}

export const config: SubscriberConfig = { event: ORDER_APPROVED_EVENT, context: { subscriberId: "order-approved-notification" } }
