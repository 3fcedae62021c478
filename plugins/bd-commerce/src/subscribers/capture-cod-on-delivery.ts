import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"

type Payment = { id: string; provider_id: string; captured_at: Date | null; canceled_at: Date | null }

/**
 * The courier hands the parcel over and takes the cash: when an order's fulfillment is
 * marked delivered, its cash-on-delivery payments are captured.
 */
export default async function captureCodOnDelivery({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "fulfillment",
    fields: ["order.payment_collections.payments.*"],
    filters: { id: event.data.id },
  })
  const order = (data[0] as unknown as { order?: { payment_collections?: { payments?: Payment[] }[] } })?.order
  const payments = (order?.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])
  for (const payment of payments) {
    if (payment.provider_id !== COD_PAYMENT_PROVIDER_ID || payment.captured_at || payment.canceled_at) continue
    await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
  }
}

export const config: SubscriberConfig = { event: FulfillmentWorkflowEvents.DELIVERY_CREATED }
