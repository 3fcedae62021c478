import { describe, expect, it } from "vitest"
import { offerTargetOf, offerTargetValue } from "./schemas"

describe("the offer form's Advertises choice", () => {
  it("reads the select's values: nothing, a promotion or a price list", () => {
    expect(offerTargetOf("")).toEqual({ promotion_id: null, price_list_id: null })
    expect(offerTargetOf("promotion:promo_01ABC")).toEqual({ promotion_id: "promo_01ABC", price_list_id: null })
    expect(offerTargetOf("price_list:plist_01XYZ")).toEqual({ promotion_id: null, price_list_id: "plist_01XYZ" })
  })

  it("refuses what the select never offers (a forged post): other kinds, odd ids, NUL, very long text", () => {
    for (const forged of [
      "campaign:camp_1",
      "promotion:",
      "promotion:a:b",
      "promotion:../x",
      "promotion:a\u0000b",
      `promotion:${"p".repeat(101)}`,
      "promo_1",
    ]) {
      expect(offerTargetOf(forged)).toBeNull()
    }
  })

  it("writes what an offer names back as the select's value", () => {
    expect(offerTargetValue({ promotion_id: "promo_1" })).toBe("promotion:promo_1")
    expect(offerTargetValue({ price_list_id: "plist_1" })).toBe("price_list:plist_1")
    expect(offerTargetValue({})).toBe("")
  })
})
