import { DEFAULT_SHIPPING_RATE, shippingRate, shippingRateOptions } from "../shipping-rate"

// The charge itself (200 / 250 around 25 000, another shop's amounts) is @chaka/rules' deliveryCharge,
// tested there; here, what the plugin adds: the provider's options as medusa-config gives them.
describe("shippingRate", () => {
  it("is Chaka's rate unless the shop gives its own", () => {
    expect([shippingRate(25_001), shippingRate(25_001, { ...DEFAULT_SHIPPING_RATE, large_order_amount: 300 })]).toEqual([250, 300])
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
