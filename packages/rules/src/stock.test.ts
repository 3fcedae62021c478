import { describe, expect, it } from "vitest"
import { canBuy, clampQuantity, stockFigures } from "./index"

describe("stockFigures", () => {
  it("counts reserved units out of what a shopper can buy", () => {
    expect(stockFigures({ stocked: 5, reserved: 2, manages_inventory: true })).toEqual({ stocked: 5, reserved: 2, available: 3, in_stock: true })
  })

  it("is out of stock when every stocked unit is reserved (the list said Stock 5, the shop Out of stock)", () => {
    expect(stockFigures({ stocked: 5, reserved: 5, manages_inventory: true })).toEqual({ stocked: 5, reserved: 5, available: 0, in_stock: false })
  })

  it("never shows fewer than 0 available, even when more is reserved than stocked", () => {
    expect(stockFigures({ stocked: 1, reserved: 3, manages_inventory: true })).toMatchObject({ available: 0, in_stock: false })
  })

  it("treats no stock level at all as nothing stocked", () => {
    expect(stockFigures({ stocked: null, reserved: undefined, manages_inventory: true })).toEqual({ stocked: 0, reserved: 0, available: 0, in_stock: false })
  })

  it("reads Medusa's numeric strings and drops fractions and garbage", () => {
    expect(stockFigures({ stocked: "7", reserved: "1.5", manages_inventory: true })).toMatchObject({ stocked: 7, reserved: 1, available: 6 })
    expect(stockFigures({ stocked: "abc", reserved: -4, manages_inventory: true })).toMatchObject({ stocked: 0, reserved: 0, available: 0 })
  })

  it("always sells a product whose stock the shop does not count (the list said Stock 0, the shop In stock)", () => {
    expect(stockFigures({ stocked: 0, reserved: 0, manages_inventory: false })).toEqual({ stocked: null, reserved: 0, available: null, in_stock: true })
  })
})

describe("canBuy", () => {
  it.each([
    [5, 1, true],
    [5, 5, true],
    [5, 6, false],
    [1, 1, true],
    [0, 1, false],
    [null, 99, true],
  ])("stock %p, quantity %p → can buy %p", (stock, quantity, expected) => {
    expect(canBuy(stock, quantity)).toBe(expected)
  })
})

describe("clampQuantity", () => {
  it("keeps the quantity whole, at least 1 and at most the stock", () => {
    expect([clampQuantity(0), clampQuantity(-3), clampQuantity(2.7), clampQuantity(Number.NaN)]).toEqual([1, 1, 2, 1])
    expect([clampQuantity(3, 2), clampQuantity(2, 2), clampQuantity(1e9, 7), clampQuantity(5, 0), clampQuantity(1e9, null)]).toEqual([2, 2, 7, 1, 1e9])
  })
})
