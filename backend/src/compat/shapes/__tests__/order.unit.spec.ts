import { toCompatOrder } from "../order"
import type { StoredShopOrder } from "../../../workflows/orders/rules/shop-orders"

const order = (life: Partial<StoredShopOrder>): StoredShopOrder => ({
  id: "order_1",
  display_id: 1,
  created_at: "2026-11-01T10:00:00.000Z",
  email: "rider@example.com",
  currency_code: "bdt",
  metadata: null,
  items: [],
  item_subtotal: 1000,
  shipping_total: 200,
  total: 1200,
  ...life,
})

describe("toCompatOrder status", () => {
  it("spells each stage of the order's life as the original shop did: pending, Approved, then Shipped, Delivered, Canceled", () => {
    const approved = { metadata: { approved_at: "2026-11-01T12:00:00.000Z" } }
    const shipped = { ...approved, fulfillments: [{ shipped_at: "2026-11-02T09:00:00.000Z" }] }
    const delivered = { ...approved, fulfillments: [{ shipped_at: "2026-11-02T09:00:00.000Z", delivered_at: "2026-11-03T09:00:00.000Z" }] }
    const canceled = { canceled_at: "2026-11-01T11:00:00.000Z", status: "canceled" }
    expect([{}, approved, shipped, delivered, canceled].map((life) => toCompatOrder(order(life), new Map()).status)).toEqual([
      "pending",
      "Approved",
      "Shipped",
      "Delivered",
      "Canceled",
    ])
  })
})
