import { describe, expect, it } from "vitest"
import { orderTarget } from "./order-target"

describe("what /place-order/:ids orders", () => {
  it("Buy now takes the quantity in Latin or Bangla digits (a Bangla product page posted without scripts), at least 1", () => {
    const quantity = (value: string) => (orderTarget("prod_1", new URLSearchParams({ quantity: value })) as { quantity: number }).quantity
    expect([quantity("3"), quantity("৩"), quantity("১২"), quantity("0"), quantity("-4"), quantity("junk")]).toEqual([3, 3, 12, 1, 1, 1])
    expect(orderTarget("prod_1", new URLSearchParams())).toEqual({ kind: "buy-now", productId: "prod_1", quantity: 1 })
  })

  it("'&&'-prefixed ids order the cart", () => {
    expect(orderTarget("&&prod_1&&prod_2", new URLSearchParams())).toEqual({ kind: "cart", productIds: ["prod_1", "prod_2"] })
  })
})
