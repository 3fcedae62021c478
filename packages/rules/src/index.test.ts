import { describe, expect, it } from "vitest"
import {
  BUY_NOW_PURPOSE,
  buyNowCartMetadata,
  BKASH_PAYMENT_PROVIDER_ID,
  COD_PAYMENT_PROVIDER_ID,
  deliveryCharge,
  DELIVERY_RATE,
  fulfillmentProviderId,
  HOME_DELIVERY_FULFILLMENT_PROVIDER_ID,
  isBuyNowCart,
  isLongEnoughPassword,
  MIN_PASSWORD_LENGTH,
  paymentProviderId,
} from "./index"

describe("deliveryCharge", () => {
  it.each([
    [0, 200],
    [1, 200],
    [24_999, 200],
    [25_000, 200],
    [25_000.5, 250],
    [25_001, 250],
    [350_000, 250],
  ])("items of %d ৳ → %d ৳", (itemTotal, charge) => {
    expect(deliveryCharge(itemTotal)).toBe(charge)
  })

  it("takes another rate", () => {
    const rate = { standard_amount: 100, large_order_amount: 0, large_order_threshold: 1_000 }
    expect([deliveryCharge(1_000, rate), deliveryCharge(1_001, rate)]).toEqual([100, 0])
  })

  it("is 200 / 250 around 25 000, and cannot be changed at run time", () => {
    expect(DELIVERY_RATE).toEqual({ standard_amount: 200, large_order_amount: 250, large_order_threshold: 25_000 })
    expect(Object.isFrozen(DELIVERY_RATE)).toBe(true)
  })
})

describe("provider ids", () => {
  it("follow Medusa's naming", () => {
    expect(paymentProviderId("cod", "cod")).toBe("pp_cod_cod")
    expect(fulfillmentProviderId("home-delivery", "home-delivery")).toBe("home-delivery_home-delivery")
    expect(COD_PAYMENT_PROVIDER_ID).toBe("pp_cod_cod")
    expect(BKASH_PAYMENT_PROVIDER_ID).toBe("pp_bkash_bkash")
    expect(HOME_DELIVERY_FULFILLMENT_PROVIDER_ID).toBe("home-delivery_home-delivery")
  })
})

describe("Buy now carts", () => {
  it("are marked by metadata.purpose", () => {
    expect(buyNowCartMetadata()).toEqual({ purpose: "buy-now" })
    expect(BUY_NOW_PURPOSE).toBe("buy-now")
    expect(isBuyNowCart({ purpose: "buy-now" })).toBe(true)
    expect([isBuyNowCart(null), isBuyNowCart(undefined), isBuyNowCart({}), isBuyNowCart({ purpose: "gift" }), isBuyNowCart("buy-now")]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe("passwords", () => {
  it("are longer than 6 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(7)
    expect(isLongEnoughPassword("123456")).toBe(false)
    expect(isLongEnoughPassword("1234567")).toBe(true)
  })
})
