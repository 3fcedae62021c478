import type { OrderDTO } from "@medusajs/framework/types"
import { MedusaError, Modules, OrderStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { isApproved } from "../../../lib/checkout/order-approval"

export type ApproveOrderStepInput = { order_id: string; approved_by?: string }
type Undo = { order_id: string; previous: Record<string, unknown> | null }

/**
 * Records the approval in the order's metadata (`approved_at`, `approved_by`), where both the
 * storefront and Medusa's admin read it. Approving an approved order changes nothing.
 */
export const approveOrderStep = createStep(
  "approve-order",
  async ({ order_id, approved_by }: ApproveOrderStepInput, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const order = await orders.retrieveOrder(order_id, { select: ["id", "status", "metadata"] })
    if (order.status === OrderStatus.CANCELED) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.orderCanceledCannotApprove)
    }
    if (isApproved(order)) return new StepResponse<OrderDTO, Undo | null>(order, null)

    const previous = order.metadata ?? null
    const metadata = { ...(previous ?? {}), approved_at: new Date().toISOString(), approved_by: approved_by ?? null }
    const [updated] = await orders.updateOrders([{ id: order_id, metadata }])
    return new StepResponse<OrderDTO, Undo | null>(updated, { order_id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.ORDER).updateOrders([{ id: undo.order_id, metadata: undo.previous ?? {} }])
  }
)
