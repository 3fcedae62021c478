import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { recordAudit } from "../audit/rules/record"

/**
 * The audit log's "canceled": every cancel of an order runs Medusa's cancelOrderWorkflow (the
 * dashboard, /admin/orders/:id/cancel, the customer's own cancel, the shop's delete). Who: the
 * request's caller (an admin or the customer); none when a job cancels.
 */
cancelOrderWorkflow.hooks.orderCanceled(async ({ order }, { container }) => {
  await recordAudit(container, { action: "order.canceled", target_type: "order", target_id: order.id })
})
