import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { approveOrderStep, type ApproveOrderStepInput } from "./steps/approve-order"

export const ORDER_APPROVED_EVENT = "order.approved"

/** pending → Approved, by an admin: `{ order, changed }`. Refused for a canceled order; harmless when repeated (changed: false). */
export const approveOrderWorkflow = createWorkflow("approve-order", (input: ApproveOrderStepInput) => {
  const approval = approveOrderStep(input)
  // Announced once: a repeated approval (a retry, a second admin) changes nothing and says nothing.
  when("order-approval-changed", { approval }, ({ approval }) => approval.changed).then(() => {
    emitEventStep({ eventName: ORDER_APPROVED_EVENT, data: transform({ input }, ({ input }) => ({ id: input.order_id })) })
  })
  return new WorkflowResponse(approval)
})
