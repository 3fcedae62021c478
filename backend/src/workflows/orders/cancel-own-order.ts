import { acquireLockStep, cancelOrderWorkflow, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelUnshippedFulfillmentsStep } from "./steps/cancel-unshipped-fulfillments"
import { lifeLockKey, ORDER_LIFE_STEP_FIELDS, type LifeOrder } from "./steps/order-life-fields"
import { validateCustomerCancelStep } from "./steps/validate-customer-cancel"

export type CancelOwnOrderInput = { order_id: string; customer_id: string }

/**
 * The customer's "Cancel order", until it ships: Medusa's cancelOrderWorkflow (reservations
 * released, so the stock is available again; the cash-on-delivery payment canceled;
 * order.canceled announced), after its unshipped parcels are canceled. A canceled order stays
 * listed, as canceled. Repeated: nothing changes (`changed: false`).
 */
export const cancelOwnOrderWorkflow = createWorkflow("cancel-own-order", (input: CancelOwnOrderInput) => {
  // One step of an order's life at a time (a retry, a second admin, the customer's cancel).
  const lock = transform({ input }, ({ input }) => lifeLockKey(input.order_id))
  acquireLockStep({ key: lock, timeout: 10, ttl: 60 })
  const { data: orders } = useQueryGraphStep({ entity: "order", fields: ORDER_LIFE_STEP_FIELDS, filters: { id: input.order_id } })
  const order = transform({ orders }, ({ orders }) => orders[0] as LifeOrder | undefined)
  const plan = validateCustomerCancelStep({ order, order_id: input.order_id, customer_id: input.customer_id })

  when("customer-cancel-needed", { plan }, ({ plan }) => plan.cancel).then(() => {
    cancelUnshippedFulfillmentsStep({ order_id: input.order_id, fulfillment_ids: plan.fulfillment_ids, canceled_by: input.customer_id })
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id, canceled_by: input.customer_id } })
  })
  releaseLockStep({ key: lock })
  return new WorkflowResponse(transform({ plan, input }, ({ plan, input }) => ({ id: input.order_id, changed: plan.cancel })))
})
