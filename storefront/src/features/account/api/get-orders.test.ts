import { describe, expect, it } from "vitest"
import { lineName } from "./get-orders"

describe("lineName", () => {
  it("names the product once when its only variant is named like it or is Medusa's default", () => {
    expect(lineName({ title: "Hike Trail Blazer", product_title: "Hike Trail Blazer", variant_title: "Hike Trail Blazer" })).toBe("Hike Trail Blazer")
    expect(lineName({ title: "Bell", product_title: "Bell", variant_title: "BELL" })).toBe("Bell")
    expect(lineName({ title: "Bell", product_title: "Bell", variant_title: "Default variant" })).toBe("Bell")
  })

  it("adds a variant that tells lines apart, and falls back to the line's title", () => {
    expect(lineName({ title: "Helmet", product_title: "Helmet", variant_title: "Size M" })).toBe("Helmet · Size M")
    expect(lineName({ title: "Pump", product_title: null, variant_title: null })).toBe("Pump")
  })
})
