import { describe, expect, it } from "vitest"
import { formatBDT } from "./money"

describe("formatBDT", () => {
  it("shows the taka sign and Bangladeshi digit grouping", () => {
    expect(formatBDT(8500)).toBe("৳ 8,500")
    expect(formatBDT(125000)).toBe("৳ 1,25,000")
    expect(formatBDT(35000000)).toBe("৳ 3,50,00,000")
  })

  it("shows zero and paisa when there are any", () => {
    expect(formatBDT(0)).toBe("৳ 0")
    expect(formatBDT(199.5)).toBe("৳ 199.5")
  })
})

describe("formatBDT in Bangla", () => {
  it("writes Bangla digits with the same lakh grouping", () => {
    expect(formatBDT(125000, "bn")).toBe("৳ ১,২৫,০০০")
    expect(formatBDT(8500, "bn")).toBe("৳ ৮,৫০০")
  })
})
