import { acquireLockStep, createOrderFulfillmentWorkflow, createOrderShipmentWorkflow, releaseLockStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { recordAuditEntryStep } from "../audit/steps/record-audit-entry"
import { lifeLockKey, ORDER_LIFE_STEP_FIELDS, type LifeOrder } from "./steps/order-life-fields"
import { planShipmentStep } from "./steps/plan-shipment"
import { setFulfillmentCourierStep } from "./steps/set-fulfillment-courier"

export type ShipOrderInput = { order_id: string; courier?: string; tracking_number?: string; shipped_by?: string }

/**
 * An admin hands an approved order to a courier: Medusa packs every line in one parcel from the
 * shop's warehouse (createOrderFulfillmentWorkflow; the stock leaves the shelf) and ships it
 * (createOrderShipmentWorkflow, the tracking number as its label; shipment.created announced).
 * The courier's name goes in the parcel's metadata. Repeated: nothing changes (`changed: false`).
 */
export const shipOrderWorkflow = createWorkflow("ship-order", (input: ShipOrderInput) => {
  // One step of an order's life at a time (a retry, a second admin, the customer's cancel).
  const lock = transform({ input }, ({ input }) => lifeLockKey(input.order_id))
  acquireLockStep({ key: lock, timeout: 10, ttl: 60 })
  const { data: orders } = useQueryGraphStep({ entity: "order", fields: ORDER_LIFE_STEP_FIELDS, filters: { id: input.order_id } })
  const order = transform({ orders }, ({ orders }) => orders[0] as LifeOrder | undefined)
  const plan = planShipmentStep({ order, order_id: input.order_id })

  const packed = when("ship-new-parcel", { plan }, ({ plan }) => plan.ship && !plan.fulfillment_id).then(() =>
    createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({
        order_id: input.order_id,
        items: plan.items,
        location_id: plan.location_id,
        created_by: input.shipped_by,
      })),
    })
  )
  when("ship-parcel", { plan }, ({ plan }) => plan.ship).then(() => {
    const fulfillment_id = transform({ plan, packed }, ({ plan, packed }) => plan.fulfillment_id ?? packed!.id)
    setFulfillmentCourierStep({ fulfillment_id, courier: input.courier })
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ plan, input, fulfillment_id }, ({ plan, input, fulfillment_id }) => ({
        order_id: input.order_id,
        fulfillment_id,
        items: plan.items,
        created_by: input.shipped_by,
        labels: input.tracking_number ? [{ tracking_number: input.tracking_number, tracking_url: "", label_url: "" }] : [],
      })),
    })
    recordAuditEntryStep(
      transform({ input }, ({ input }) => ({
        action: "order.shipped" as const,
        target_type: "order",
        target_id: input.order_id,
        details: { courier: input.courier ?? null, tracking_number: input.tracking_number ?? null },
        actor: input.shipped_by ? { type: "user", id: input.shipped_by } : null,
      }))
    )
  })
  releaseLockStep({ key: lock })
  return new WorkflowResponse(transform({ plan, input }, ({ plan, input }) => ({ id: input.order_id, changed: plan.ship })))
})
