import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordAuditEntryStep } from "../audit/steps/record-audit-entry"
import { approveOrderStep, type ApproveOrderStepInput } from "./steps/approve-order"
import { lifeLockKey } from "./steps/order-life-fields"

export const ORDER_APPROVED_EVENT = "order.approved"

/** pending → Approved, by an admin: `{ order, changed }`. Refused for a canceled order (409); harmless when repeated (changed: false). */
export const approveOrderWorkflow = createWorkflow("approve-order", (input: ApproveOrderStepInput) => {
  // One step of an order's life at a time: an approval racing the customer's cancel sees the
  // order canceled (and is refused) or approves it before the cancel, never after.
  const lock = transform({ input }, ({ input }) => lifeLockKey(input.order_id))
  acquireLockStep({ key: lock, timeout: 10, ttl: 60 })
  const approval = approveOrderStep(input)
  // Announced once: a repeated approval (a retry, a second admin) changes nothing and says nothing.
  when("order-approval-changed", { approval }, ({ approval }) => approval.changed).then(() => {
    emitEventStep({ eventName: ORDER_APPROVED_EVENT, data: transform({ input }, ({ input }) => ({ id: input.order_id })) })
    recordAuditEntryStep(
      transform({ input }, ({ input }) => ({
        action: "order.approved" as const,
        target_type: "order",
        target_id: input.order_id,
        actor: input.approved_by ? { type: "user", id: input.approved_by } : null,
      }))
    )
  })
  releaseLockStep({ key: lock })
  return new WorkflowResponse(approval)
})
