import { DEFAULT_DELIVERY_DAYS, DELIVERY_RATE } from "@chaka/rules"
import { BANGLA } from "../../../../lib/languages/locale"
import { policyTextValues } from "../policy-text-values"

describe("the settings a policy page quotes", () => {
  it("says the default days and charges in English, and in Bangla with Bangla digits", () => {
    expect(policyTextValues(DEFAULT_DELIVERY_DAYS, DELIVERY_RATE, undefined)).toEqual({
      dhaka_delivery_days: "1 to 2 days",
      elsewhere_delivery_days: "3 to 5 days",
      delivery_charge: "200 taka",
      large_order_delivery_charge: "250 taka",
      large_order_threshold: "25,000 taka",
    })
    expect(policyTextValues(DEFAULT_DELIVERY_DAYS, DELIVERY_RATE, BANGLA)).toEqual({
      dhaka_delivery_days: "১ থেকে ২ দিন",
      elsewhere_delivery_days: "৩ থেকে ৫ দিন",
      delivery_charge: "২০০ টাকা",
      large_order_delivery_charge: "২৫০ টাকা",
      large_order_threshold: "২৫,০০০ টাকা",
    })
  })

  it.each([
    [{ min: 0, max: 0 }, "the same day", "একই দিনে"],
    [{ min: 1, max: 1 }, "1 day", "১ দিন"],
    [{ min: 0, max: 1 }, "up to 1 day", "১ দিনের মধ্যে"],
    [{ min: 2, max: 7 }, "2 to 7 days", "২ থেকে ৭ দিন"],
    [{ min: 10, max: 60 }, "10 to 60 days", "১০ থেকে ৬০ দিন"],
  ])("writes %j as %j and %j", (range, english, bangla) => {
    const days = { inside_dhaka: range, elsewhere: DEFAULT_DELIVERY_DAYS.elsewhere }
    expect(policyTextValues(days, DELIVERY_RATE, undefined).dhaka_delivery_days).toBe(english)
    expect(policyTextValues(days, DELIVERY_RATE, BANGLA).dhaka_delivery_days).toBe(bangla)
  })

  it("follows a shop's own rate", () => {
    const rate = { standard_amount: 120, large_order_amount: 300, large_order_threshold: 150_000 }
    expect(policyTextValues(DEFAULT_DELIVERY_DAYS, rate, BANGLA)).toMatchObject({ delivery_charge: "১২০ টাকা", large_order_threshold: "১,৫০,০০০ টাকা" })
  })
})
