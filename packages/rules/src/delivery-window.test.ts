import { describe, expect, it } from "vitest"
import { DEFAULT_DELIVERY_DAYS, deliveryWindow, isDayRange } from "./index"

describe("deliveryWindow", () => {
  const days = { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } }

  it("gives Dhaka district the inside-Dhaka days, whatever the spelling's case or spaces", () => {
    expect(deliveryWindow("Dhaka", days)).toEqual({ min: 1, max: 2, inside_dhaka: true })
    expect(deliveryWindow(" dhaka ", days)).toEqual({ min: 1, max: 2, inside_dhaka: true })
  })

  it("gives every other district, and no district, the days elsewhere", () => {
    expect(deliveryWindow("Chattogram", days)).toEqual({ min: 3, max: 5, inside_dhaka: false })
    expect(deliveryWindow(undefined, days)).toEqual({ min: 3, max: 5, inside_dhaka: false })
  })

  it("falls back to the shop's default days", () => {
    expect(deliveryWindow("Dhaka")).toMatchObject(DEFAULT_DELIVERY_DAYS.inside_dhaka)
  })
})

describe("isDayRange", () => {
  it.each([
    [{ min: 1, max: 2 }, true],
    [{ min: 0, max: 0 }, true],
    [{ min: 60, max: 60 }, true],
    [{ min: 3, max: 2 }, false],
    [{ min: 1.5, max: 2 }, false],
    [{ min: -1, max: 2 }, false],
    [{ min: 1, max: 61 }, false],
    [{ min: "1", max: 2 }, false],
    [null, false],
  ])("%j → %s", (range, ok) => {
    expect(isDayRange(range)).toBe(ok)
  })
})
