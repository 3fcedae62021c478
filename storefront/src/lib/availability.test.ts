import { describe, expect, it } from "vitest"
import { messagesFor } from "../i18n"
import { canBuy, clampQuantity, stockLabel } from "./availability"

describe("availability", () => {
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

  it("sells the last unit and says how few are left", () => {
    const t = messagesFor("en").productPage
    expect(stockLabel(1, 1, t)).toEqual({ available: true, text: "Only 1 left" })
    expect(stockLabel(2, 2, t)).toEqual({ available: true, text: "Only 2 left" })
    expect(stockLabel(40, 3, t)).toEqual({ available: true, text: "In stock!" })
    expect(stockLabel(0, 1, t)).toEqual({ available: false, text: "Out of stock" })
    expect(stockLabel(null, 50, t)).toEqual({ available: true, text: "In stock!" })
  })

  it("keeps the quantity whole, at least 1 and at most the stock", () => {
    expect([clampQuantity(0), clampQuantity(-3), clampQuantity(2.7), clampQuantity(Number.NaN)]).toEqual([1, 1, 2, 1])
    expect([clampQuantity(3, 2), clampQuantity(2, 2), clampQuantity(1e9, 7), clampQuantity(5, 0), clampQuantity(1e9, null)]).toEqual([2, 2, 7, 1, 1e9])
  })
})
