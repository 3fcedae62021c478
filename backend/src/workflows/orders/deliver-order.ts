import { acquireLockStep, markOrderFulfillmentAsDeliveredWorkflow, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordAuditEntryStep } from "../audit/steps/record-audit-entry"
import { lifeLockKey, ORDER_LIFE_STEP_FIELDS, type LifeOrder } from "./steps/order-life-fields"
import { planDeliveryStep } from "./steps/plan-delivery"

export type DeliverOrderInput = { order_id: string }

/**
 * The courier handed the parcel over: Medusa marks it delivered
 * (markOrderFulfillmentAsDeliveredWorkflow; delivery.created announced, on which bd-commerce
 * captures the cash-on-delivery payment). Repeated: nothing changes (`changed: false`).
 */
export const deliverOrderWorkflow = createWorkflow("deliver-order", (input: DeliverOrderInput) => {
  // One step of an order's life at a time (a retry, a second admin, the customer's cancel).
  const lock = transform({ input }, ({ input }) => lifeLockKey(input.order_id))
  acquireLockStep({ key: lock, timeout: 10, ttl: 60 })
  const { data: orders } = useQueryGraphStep({ entity: "order", fields: ORDER_LIFE_STEP_FIELDS, filters: { id: input.order_id } })
  const order = transform({ orders }, ({ orders }) => orders[0] as LifeOrder | undefined)
  const plan = planDeliveryStep({ order, order_id: input.order_id })

  when("deliver-parcel", { plan }, ({ plan }) => plan.deliver).then(() => {
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ orderId: input.order_id, fulfillmentId: plan.fulfillment_id! })),
    })
    recordAuditEntryStep(transform({ input }, ({ input }) => ({ action: "order.delivered" as const, target_type: "order", target_id: input.order_id })))
  })
  releaseLockStep({ key: lock })
  return new WorkflowResponse(transform({ plan, input }, ({ plan, input }) => ({ id: input.order_id, changed: plan.deliver })))
})
