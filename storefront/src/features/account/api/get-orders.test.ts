import type { HttpTypes } from "@medusajs/types"
import { describe, expect, it } from "vitest"
import { lineTitle } from "../../session/api/product-titles"
import { toMyOrder } from "./get-orders"

const order = (items: Partial<HttpTypes.StoreOrderLineItem>[]) =>
  ({
    id: "order_1",
    display_id: 7,
    created_at: "2026-01-02T00:00:00Z",
    status: "pending",
    items,
    item_subtotal: 0,
    shipping_total: 0,
    total: 0,
  }) as unknown as HttpTypes.StoreOrder

describe("an order line's name", () => {
  it("is its product's name in the page's language, once, whatever it was stored with", () => {
    const placed = order([
      { id: "ordli_1", product_id: "prod_1", title: "দুরন্ত কিডো ১২", product_title: "দুরন্ত কিডো ১২", variant_title: "Duranta Kiddo 12", quantity: 1, total: 100 },
    ])
    expect(toMyOrder(placed, { prod_1: "Duranta Kiddo 12" }).items[0].title).toBe("Duranta Kiddo 12")
    expect(toMyOrder(placed, { prod_1: "দুরন্ত কিডো ১২" }).items[0].title).toBe("দুরন্ত কিডো ১২")
  })

  it("falls back to the stored name when the product is no longer sold or its name could not be read", () => {
    expect(lineTitle({ product_id: "prod_gone", product_title: "Hero Sprint", title: "Hero Sprint" }, {})).toBe("Hero Sprint")
    expect(lineTitle({ product_id: null, product_title: null, title: "Pump" }, { prod_1: "পাম্প" })).toBe("Pump")
    expect(
      toMyOrder(order([{ id: "ordli_2", product_id: "prod_2", title: "Bell", product_title: "Bell", variant_title: "Bell", quantity: 2, total: 10 }])).items[0]
        .title
    ).toBe("Bell")
  })
})
