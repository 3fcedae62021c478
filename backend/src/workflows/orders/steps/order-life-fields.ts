import { ORDER_LIFE_FIELDS, type OrderLifeInput } from "@chaka/rules"

/** What the order-life workflows read of an order: its life (@chaka/rules), its owner, lines and parcels. */
export const ORDER_LIFE_STEP_FIELDS = [
  "id",
  "customer_id",
  ...ORDER_LIFE_FIELDS,
  "items.id",
  "items.quantity",
  "items.detail.fulfilled_quantity",
  "fulfillments.id",
  "fulfillments.items.line_item_id",
  "fulfillments.items.quantity",
]

type Fulfillment = NonNullable<OrderLifeInput["fulfillments"]>[number] & {
  id: string
  items?: { line_item_id: string | null; quantity: unknown }[] | null
}

/** An order as ORDER_LIFE_STEP_FIELDS reads it. */
export type LifeOrder = Omit<OrderLifeInput, "fulfillments"> & {
  id: string
  customer_id: string | null
  items?: { id: string; quantity: unknown; detail?: { fulfilled_quantity?: unknown } | null }[] | null
  fulfillments?: Fulfillment[] | null
}

/** Parcels packed but not yet handed to a courier (and not canceled). */
export const unshippedFulfillments = (order: LifeOrder) =>
  (order.fulfillments ?? []).filter((f) => !f.canceled_at && !f.shipped_at && !f.delivered_at)
