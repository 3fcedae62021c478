import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderLife } from "@chaka/rules"
import { messages } from "../../../lib/messages"
import type { LifeOrder } from "./order-life-fields"

export type PlanDeliveryInput = { order?: LifeOrder; order_id: string }
export type DeliveryPlan = { deliver: boolean; fulfillment_id: string | null }

/**
 * Delivery follows the order's life: only a shipped order is delivered (409 otherwise, a
 * canceled one too); a delivered one is left as it is (a retry answers the same). Unknown → 404.
 */
export const planDeliveryStep = createStep("plan-delivery", ({ order, order_id }: PlanDeliveryInput) => {
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(order_id))
  const { stage } = orderLife(order)
  if (stage === "canceled") throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderCanceledCannotDeliver)
  if (stage === "delivered") return new StepResponse<DeliveryPlan>({ deliver: false, fulfillment_id: null })
  if (stage !== "shipped") throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderDeliverNeedsShipping)
  // The latest parcel on its way.
  const onItsWay = (order.fulfillments ?? [])
    .filter((f) => !f.canceled_at && f.shipped_at && !f.delivered_at)
    .sort((a, b) => new Date(b.shipped_at!).getTime() - new Date(a.shipped_at!).getTime())
  return new StepResponse<DeliveryPlan>({ deliver: true, fulfillment_id: onItsWay[0].id })
})
