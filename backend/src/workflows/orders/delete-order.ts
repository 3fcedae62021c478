import { acquireLockStep, cancelOrderWorkflow, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../lib/messages"
import { cancelUnshippedFulfillmentsStep } from "./steps/cancel-unshipped-fulfillments"
import { hideOrderStep } from "./steps/hide-order"
import { lifeLockKey, ORDER_LIFE_STEP_FIELDS, type LifeOrder } from "./steps/order-life-fields"
import { validateCustomerCancelStep } from "./steps/validate-customer-cancel"

export type DeleteOrderInput = { order_id: string; deleted_by?: string }

/**
 * The admin's "delete order", until it ships (the customer's cancel, then hidden): its unshipped
 * parcels canceled, then Medusa cancels it (reservations released, so the stock is available
 * again; the cash-on-delivery payment canceled), then it is hidden from every list. A shipped or
 * delivered order → 409; an unknown one → 404. Already canceled → only hidden.
 */
export const deleteOrderWorkflow = createWorkflow("delete-order", (input: DeleteOrderInput) => {
  // One step of an order's life at a time: a Delete racing a Ship either ships nothing or deletes nothing.
  const lock = transform({ input }, ({ input }) => lifeLockKey(input.order_id))
  acquireLockStep({ key: lock, timeout: 10, ttl: 60 })
  const { data: orders } = useQueryGraphStep({ entity: "order", fields: ORDER_LIFE_STEP_FIELDS, filters: { id: input.order_id } })
  const order = transform({ orders }, ({ orders }) => orders[0] as LifeOrder | undefined)
  const plan = validateCustomerCancelStep({ order, order_id: input.order_id, shipped_message: messages.orderCannotDeleteShipped })

  when("delete-cancel-needed", { plan }, ({ plan }) => plan.cancel).then(() => {
    cancelUnshippedFulfillmentsStep({ order_id: input.order_id, fulfillment_ids: plan.fulfillment_ids, canceled_by: input.deleted_by })
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id, canceled_by: input.deleted_by } })
  })
  hideOrderStep(input.order_id)
  releaseLockStep({ key: lock })
  return new WorkflowResponse({ id: input.order_id })
})
