import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Soft-deletes the order: gone from every list, still in the database for the books. */
export const hideOrderStep = createStep(
  "hide-order",
  async (orderId: string, { container }) => {
    await container.resolve(Modules.ORDER).softDeleteOrders([orderId])
    return new StepResponse(orderId, orderId)
  },
  async (orderId, { container }) => {
    if (orderId) await container.resolve(Modules.ORDER).restoreOrders([orderId])
  }
)
