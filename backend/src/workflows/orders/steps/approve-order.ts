import type { OrderDTO } from "@medusajs/framework/types"
import { MedusaError, Modules, OrderStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { isApproved } from "../rules/order-approval"

export type ApproveOrderStepInput = { order_id: string; approved_by?: string }
type Undo = { order_id: string; previous: Record<string, unknown> | null }
export type ApproveOrderResult = { order: OrderDTO; changed: boolean }

/**
 * Records the approval in the order's metadata (`approved_at`, `approved_by`), where both the
 * storefront and Medusa's admin read it. Unknown order → 404, canceled → 409. Approving an
 * approved order changes nothing, and says so (`changed: false`): every entry point (the
 * dashboard, /admin/orders/:id/approve, the compatibility API's PUT /shop/orders) answers alike.
 */
export const approveOrderStep = createStep(
  "approve-order",
  async ({ order_id, approved_by }: ApproveOrderStepInput, { container }) => {
    const orders = container.resolve(Modules.ORDER)
    const [order] = await orders.listOrders({ id: order_id }, { select: ["id", "status", "metadata"] })
    if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(order_id))
    if (order.status === OrderStatus.CANCELED) {
      throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderCanceledCannotApprove)
    }
    if (isApproved(order)) return new StepResponse<ApproveOrderResult, Undo | null>({ order, changed: false }, null)

    const previous = order.metadata ?? null
    const metadata = { ...(previous ?? {}), approved_at: new Date().toISOString(), approved_by: approved_by ?? null }
    const [updated] = await orders.updateOrders([{ id: order_id, metadata }])
    return new StepResponse<ApproveOrderResult, Undo | null>({ order: updated, changed: true }, { order_id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.ORDER).updateOrders([{ id: undo.order_id, metadata: undo.previous ?? {} }])
  }
)
