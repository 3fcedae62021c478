import { orderNumber, phoneDigits } from "../shop-order-list"

describe("the order list's search", () => {
  it("reads every spelling of a Bangladeshi phone as the same digits (without 88 and the leading 0)", () => {
    for (const q of ["01911223344", "8801911223344", "+8801911223344", "+880 1911-223344", "1911 223 344", "(0191) 122-3344"]) {
      expect([q, phoneDigits(q)]).toEqual([q, "1911223344"])
    }
    // Part of a number: at least six digits, so an order number is not read as a phone.
    expect(phoneDigits("0191122")).toBe("191122")
    expect([phoneDigits("12"), phoneDigits("12345"), phoneDigits("Rahim"), phoneDigits("01a911223344")]).toEqual([null, null, null, null])
  })

  it("reads an order number with or without #", () => {
    expect([orderNumber("12"), orderNumber("#12"), orderNumber("# 12")]).toEqual([12, 12, 12])
    expect([orderNumber("12a"), orderNumber("-1"), orderNumber("1.5"), orderNumber("1234567890"), orderNumber("Rahim")]).toEqual([null, null, null, null, null])
  })
})
