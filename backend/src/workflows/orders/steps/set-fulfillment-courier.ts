import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type SetFulfillmentCourierInput = { fulfillment_id: string; courier?: string | null }
type Undo = { id: string; metadata: Record<string, unknown> | null }

/** The courier carrying the parcel, in its fulfillment's metadata (`courier`), where orderLife reads it. */
export const setFulfillmentCourierStep = createStep(
  "set-fulfillment-courier",
  async ({ fulfillment_id, courier }: SetFulfillmentCourierInput, { container }) => {
    if (!courier) return new StepResponse<void, Undo | null>(undefined, null)
    const fulfillments = container.resolve(Modules.FULFILLMENT)
    const { metadata } = await fulfillments.retrieveFulfillment(fulfillment_id, { select: ["id", "metadata"] })
    await fulfillments.updateFulfillment(fulfillment_id, { metadata: { ...(metadata ?? {}), courier } })
    return new StepResponse<void, Undo | null>(undefined, { id: fulfillment_id, metadata: metadata ?? null })
  },
  async (undo, { container }) => {
    if (undo) await container.resolve(Modules.FULFILLMENT).updateFulfillment(undo.id, { metadata: undo.metadata ?? {} })
  }
)
