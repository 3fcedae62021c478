import { describe, expect, it } from "vitest"
import { clampQuantity, isAvailable } from "./availability"

describe("availability", () => {
  it.each([
    [5, 1, true],
    [5, 4, true],
    [5, 5, false],
    [5, 6, false],
    [0, 1, false],
    [null, 99, true],
  ])("stock %p, quantity %p → available %p", (stock, quantity, expected) => {
    expect(isAvailable(stock, quantity)).toBe(expected)
  })

  it("never lets the quantity drop below 1", () => {
    expect([clampQuantity(0), clampQuantity(-3), clampQuantity(2.7), clampQuantity(Number.NaN)]).toEqual([1, 1, 2, 1])
  })
})
