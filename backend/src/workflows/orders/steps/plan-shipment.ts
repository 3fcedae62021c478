import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderLife } from "@chaka/rules"
import { messages } from "../../../lib/messages"
import { shopPlaces } from "../../products/rules/products"
import { PARCEL_ITEM_FIELDS, unpackedItems, unshippedFulfillments, type LifeOrder } from "./order-life-fields"

export type PlanShipmentInput = { order?: LifeOrder; order_id: string }
export type ShipmentPlan = {
  ship: boolean
  /** A parcel already packed (Medusa's dashboard), shipped as it is; else a new one is packed. */
  fulfillment_id: string | null
  /** The order's lines in the parcel. */
  items: { id: string; quantity: number }[]
  /** The shop's warehouse, where a new parcel is packed. */
  location_id: string | null
}

/**
 * Shipping follows the order's life: approved first (409 "Approve the order before shipping
 * it"), never a canceled order (409), and a shipped or delivered order is left as it is (a
 * retry answers the same). Unknown order → 404.
 */
export const planShipmentStep = createStep("plan-shipment", async ({ order, order_id }: PlanShipmentInput, { container }) => {
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(order_id))
  const { stage } = orderLife(order)
  if (stage === "canceled") throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderCanceledCannotShip)
  if (stage === "shipped" || stage === "delivered") {
    return new StepResponse<ShipmentPlan>({ ship: false, fulfillment_id: null, items: [], location_id: null })
  }
  if (stage !== "approved") throw new MedusaError(MedusaError.Types.CONFLICT, messages.orderShipNeedsApproval)

  // The parcels' lines.
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: PARCEL_ITEM_FIELDS, filters: { id: order_id } })
  const parcels = ((data[0] as LifeOrder | undefined)?.fulfillments ?? []).filter(Boolean)
  const lines = new Map(parcels.map((parcel) => [parcel.id, parcel.items ?? []]))
  const packedOrder: LifeOrder = { ...order, fulfillments: (order.fulfillments ?? []).map((f) => ({ ...f, items: lines.get(f.id) ?? [] })) }

  const packed = unshippedFulfillments(packedOrder)[0]
  if (packed) {
    const items = (packed.items ?? []).flatMap((item) => (item.line_item_id ? [{ id: item.line_item_id, quantity: Number(item.quantity) }] : []))
    return new StepResponse<ShipmentPlan>({ ship: true, fulfillment_id: packed.id, items, location_id: null })
  }
  // Every line, less what a parcel already holds.
  const items = unpackedItems(packedOrder)
  const { location_id } = await shopPlaces(container)
  return new StepResponse<ShipmentPlan>({ ship: true, fulfillment_id: null, items, location_id })
})
