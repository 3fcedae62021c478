import type { HttpTypes } from "@medusajs/types"
import { describe, expect, it } from "vitest"
import { toProductSummary } from "./product-summary"

const variant = (overrides: Partial<HttpTypes.StoreProductVariant>) =>
  ({
    id: "variant_1",
    manage_inventory: true,
    allow_backorder: false,
    inventory_quantity: 3,
    calculated_price: { calculated_amount: 18500 },
    ...overrides,
  }) as HttpTypes.StoreProductVariant

const product = (variants: HttpTypes.StoreProductVariant[]) =>
  ({ id: "prod_1", handle: "phoenix-rider-26", title: "Phoenix Rider 26", thumbnail: null, variants }) as HttpTypes.StoreProduct

describe("toProductSummary", () => {
  it("shows the lowest variant price", () => {
    const summary = toProductSummary(
      product([variant({ calculated_price: { calculated_amount: 21000 } as never }), variant({})])
    )
    expect(summary.price).toBe(18500)
  })

  it("is out of stock only when every tracked variant has none left and no backorders", () => {
    expect(toProductSummary(product([variant({ inventory_quantity: 0 })])).inStock).toBe(false)
    expect(toProductSummary(product([variant({ inventory_quantity: 0, allow_backorder: true })])).inStock).toBe(true)
    expect(toProductSummary(product([variant({ inventory_quantity: 0, manage_inventory: false })])).inStock).toBe(true)
    expect(toProductSummary(product([variant({ inventory_quantity: 0 }), variant({ inventory_quantity: 1 })])).inStock).toBe(true)
  })

  it("has no price when the region has none", () => {
    expect(toProductSummary(product([variant({ calculated_price: undefined })])).price).toBeNull()
  })
})
