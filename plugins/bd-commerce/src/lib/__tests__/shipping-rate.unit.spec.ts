import { DEFAULT_SHIPPING_RATE, shippingRate, shippingRateOptions } from "../shipping-rate"

describe("shippingRate", () => {
  it.each([
    [0, 200],
    [8_000, 200],
    [25_000, 200],
    [25_000.5, 250],
    [25_001, 250],
    [350_000, 250],
  ])("charges for an item subtotal of %p taka: %p", (subtotal, expected) => {
    expect(shippingRate(subtotal)).toBe(expected)
  })

  it("follows the shop's own amounts and threshold", () => {
    const options = { standard_amount: 60, large_order_amount: 120, large_order_threshold: 1_000 }
    expect([shippingRate(1_000, options), shippingRate(1_001, options)]).toEqual([60, 120])
  })
})

describe("shippingRateOptions", () => {
  it("fills what the shop leaves out with the defaults", () => {
    expect(shippingRateOptions({ standard_amount: 100 })).toEqual({ ...DEFAULT_SHIPPING_RATE, standard_amount: 100 })
  })

  it.each([
    ["standard_amount", "200"],
    ["large_order_threshold", -1],
    ["large_order_amount", Number.NaN],
  ])("refuses %s = %p with the option's name", (key, value) => {
    expect(() => shippingRateOptions({ [key]: value })).toThrow(`the option ${key} must be a number`)
  })
})
