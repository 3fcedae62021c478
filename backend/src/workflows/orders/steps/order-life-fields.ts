import { ORDER_LIFE_FIELDS, type OrderLifeInput } from "@chaka/rules"

/** What the order-life workflows read of an order: its life (@chaka/rules), its owner, lines and parcels. */
export const ORDER_LIFE_STEP_FIELDS = [
  "id",
  "customer_id",
  ...ORDER_LIFE_FIELDS,
  // Not "items.id" + "items.quantity": asked alone, Query returns the lines without their quantity.
  "items.*",
  "fulfillments.id",
]

/** The parcels' lines, read on their own where they are needed. */
export const PARCEL_ITEM_FIELDS = ["fulfillments.id", "fulfillments.items.line_item_id", "fulfillments.items.quantity"]

type Fulfillment = NonNullable<OrderLifeInput["fulfillments"]>[number] & {
  id: string
  items?: { line_item_id: string | null; quantity: unknown }[] | null
}

/** An order as ORDER_LIFE_STEP_FIELDS reads it (the parcels' lines with PARCEL_ITEM_FIELDS). */
export type LifeOrder = Omit<OrderLifeInput, "fulfillments"> & {
  id: string
  customer_id: string | null
  items?: { id: string; quantity: unknown }[] | null
  fulfillments?: Fulfillment[] | null
}

/** Parcels packed but not yet handed to a courier (and not canceled). */
export const unshippedFulfillments = (order: LifeOrder) => (order.fulfillments ?? []).filter((f) => !f.canceled_at && !f.shipped_at && !f.delivered_at)

/** Each line's quantity not in any parcel (canceled parcels hold nothing), read from the parcels themselves. */
export function unpackedItems(order: LifeOrder) {
  const packed = new Map<string, number>()
  for (const fulfillment of order.fulfillments ?? []) {
    if (fulfillment.canceled_at) continue
    for (const item of fulfillment.items ?? []) {
      if (item.line_item_id) packed.set(item.line_item_id, (packed.get(item.line_item_id) ?? 0) + Number(item.quantity))
    }
  }
  return (order.items ?? []).map((item) => ({ id: item.id, quantity: Number(item.quantity) - (packed.get(item.id) ?? 0) })).filter((item) => item.quantity > 0)
}

/** The lock that keeps an order's life steps (approve, cancel, ship, deliver, delete) one at a time. */
export const lifeLockKey = (orderId: string) => `order-life:${orderId}`
