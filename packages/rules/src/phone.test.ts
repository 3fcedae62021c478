import { describe, expect, it } from "vitest"
import { normaliseBdPhone } from "./index"

describe("normaliseBdPhone", () => {
  it.each(["01712345678", "+8801712345678", "8801712345678", "01712-345678", " 017 1234 5678", "+880 1712-345678"])("%j → 8801712345678", (input) => {
    expect(normaliseBdPhone(input)).toBe("8801712345678")
  })

  it("takes every operator from 013 to 019", () => {
    expect(["013", "014", "015", "016", "017", "018", "019"].map((prefix) => normaliseBdPhone(`${prefix}12345678`))).toEqual(
      ["88013", "88014", "88015", "88016", "88017", "88018", "88019"].map((prefix) => `${prefix}12345678`)
    )
  })

  it.each([
    ["a wrong operator digit", "01212345678"],
    ["no operator digit", "01012345678"],
    ["too short", "0171234567"],
    ["too long", "017123456789"],
    ["letters", "0171234567a"],
    ["spelled out", "zero one seven"],
    ["a land line", "029123456"],
    ["another country's code", "+9101712345678"],
    ["a doubled plus", "++8801712345678"],
    ["empty", ""],
    ["a NUL byte", "01712345678\u0000"],
  ])("refuses %s (%j)", (_case, input) => {
    expect(normaliseBdPhone(input)).toBeNull()
  })
})
