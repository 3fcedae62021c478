import { describe, expect, it } from "vitest"
import { effectivePriceRange, readFilters, toggle, writeFilters } from "./filters"

describe("catalogue filters in the URL", () => {
  it("round-trips several brands, a type and a price range", () => {
    const filters = { brands: ["Hike", "Phoenix"], types: ["Geared"], min: 10000, max: 50000 }
    const params = writeFilters(filters)
    expect(params.toString()).toBe("brand=Hike%7CPhoenix&type=Geared&min=10000&max=50000")
    expect(readFilters(params)).toEqual(filters)
  })

  it("drops prices that are not numbers", () => {
    expect(readFilters(new URLSearchParams("min=abc&max=-5"))).toMatchObject({ min: null, max: null })
  })

  it("drops values the backend would refuse: control characters, numbers it cannot read", () => {
    expect(readFilters(new URLSearchParams("brand=Hike|Ph%00oenix&type=%01&min=1e300&max=1e-7"))).toEqual({ brands: ["Hike"], types: [], min: null, max: 0 })
    expect(readFilters(new URLSearchParams("min=1234.567"))).toMatchObject({ min: 1234.57 })
  })

  it("ignores a minimum above the maximum, keeping the maximum", () => {
    expect(effectivePriceRange({ min: 60000, max: 20000 })).toEqual({ min: null, max: 20000 })
    expect(effectivePriceRange({ min: 10000, max: 20000 })).toEqual({ min: 10000, max: 20000 })
  })

  it("toggles a brand on and off", () => {
    expect(toggle(toggle(["Hike"], "Bianchi"), "Hike")).toEqual(["Bianchi"])
  })

  it("reads brands and types sent as repeated fields (the filter form without scripts)", () => {
    expect(readFilters(new URLSearchParams("brand=Hike&brand=Phoenix&brand=Hike&type=Geared&min=&max="))).toEqual({
      brands: ["Hike", "Phoenix"],
      types: ["Geared"],
      min: null,
      max: null,
    })
  })
})
