import { cancelOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CancelUnshippedFulfillmentsInput = { order_id: string; fulfillment_ids: string[]; canceled_by?: string }

/**
 * Medusa cancels an order only when all its parcels are canceled: the packed, unshipped ones
 * are canceled with Medusa's own workflow (their stock reserved again, for the order's
 * cancelation to release). One at a time: an order rarely has more than one. Not undone: a
 * parcel unpacked stays unpacked, and the admin packs it again if the order goes on.
 */
export const cancelUnshippedFulfillmentsStep = createStep(
  "cancel-unshipped-fulfillments",
  async ({ order_id, fulfillment_ids, canceled_by }: CancelUnshippedFulfillmentsInput, { container }) => {
    for (const fulfillment_id of fulfillment_ids) {
      await cancelOrderFulfillmentWorkflow(container).run({ input: { order_id, fulfillment_id, canceled_by } })
    }
    return new StepResponse(fulfillment_ids)
  }
)
