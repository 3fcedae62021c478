import { describe, expect, it } from "vitest"
import { formatDate, formatWhole, parseLocalDigits, toLatinDigits } from "./format"

describe("formatDate", () => {
  it("says the day in Dhaka, whatever the machine's time zone", () => {
    // 20:30 UTC is 02:30 the next morning in Dhaka.
    expect(formatDate("2025-03-05T20:30:00.000Z")).toBe("6 March 2025")
    expect(formatDate(new Date("2025-03-05T17:59:00.000Z"))).toBe("5 March 2025")
  })
})

describe("formatDate in Bangla", () => {
  it("names the month in Bangla with Bangla digits, in Dhaka's day", () => {
    expect(formatDate("2025-03-05T20:30:00.000Z", "bn")).toBe("৬ মার্চ, ২০২৫")
  })
})

describe("the page's digits", () => {
  it("writes a field's whole number in Bangla digits on Bangla pages, ungrouped", () => {
    expect(formatWhole(1234, "bn")).toBe("১২৩৪")
    expect(formatWhole(1234)).toBe("1234")
  })

  it("reads what a shopper types in either script, and nothing else", () => {
    expect(parseLocalDigits("১২")).toBe(12)
    expect(parseLocalDigits(" 12 ")).toBe(12)
    expect(parseLocalDigits("১0২")).toBe(102)
    for (const junk of ["", "১.৫", "1.5", "-1", "১২a", "1e3", "١٢"]) expect(parseLocalDigits(junk)).toBeNaN()
    expect(toLatinDigits("৳ ১,২৫,০০০")).toBe("৳ 1,25,000")
  })
})
