import { cancelOrderWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { OrderStatus } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { hideOrderStep } from "./steps/hide-order"

export type DeleteOrderInput = { order_id: string; deleted_by?: string }

/**
 * The admin's "delete order": Medusa cancels it first (reservations released, so the stock is
 * available again; the cash-on-delivery payment canceled), then it is hidden from every list.
 */
export const deleteOrderWorkflow = createWorkflow("delete-order", (input: DeleteOrderInput) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "status"],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const order = transform({ orders }, ({ orders }) => orders[0])

  when({ order }, ({ order }) => order.status !== OrderStatus.CANCELED).then(() => {
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id, canceled_by: input.deleted_by } })
  })
  hideOrderStep(input.order_id)
  return new WorkflowResponse({ id: input.order_id })
})
