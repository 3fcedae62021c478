import { DIVISIONS } from "../../data/bangladesh-divisions"
import { POST_CODES } from "../../data/bangladesh-post-codes"
import { findPostCode, normalisePostCode } from "../post-codes"

const districts = new Map(DIVISIONS.flatMap((division) => division.districts).map((district) => [district.name, district]))

describe("the post-code table (data/bangladesh-post-codes.ts)", () => {
  it("names, for every code, a district and thana entry of bangladesh-divisions.ts exactly", () => {
    const strays = POST_CODES.filter(([, district, thana]) => {
      const entry = districts.get(district)
      return !entry || (thana !== null && !entry.thanas.some((t) => t.name === thana))
    })
    expect(strays).toEqual([])
  })

  it("holds each code once, four digits, and the post office list's 1,349 codes", () => {
    const codes = POST_CODES.map(([code]) => code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.filter((code) => !/^[0-9]{4}$/.test(code))).toEqual([])
    expect(codes).toHaveLength(1349)
  })

  it("gives each district's head post office, and every district at least one code", () => {
    expect(new Set(POST_CODES.map(([, district]) => district))).toEqual(new Set(districts.keys()))
    expect(findPostCode("1000")).toEqual({ code: "1000", district: "Dhaka", thana: "Paltan" })
    expect(findPostCode("4000")).toMatchObject({ district: "Chattogram" })
    expect(findPostCode("3100")).toEqual({ code: "3100", district: "Sylhet", thana: "Sylhet Sadar" })
    expect(findPostCode("9000")).toEqual({ code: "9000", district: "Khulna", thana: "Khulna Sadar" })
  })

  it("tells a Dhaka code's police thana, and no thana where the postal thana spans several", () => {
    expect(findPostCode("1207")).toMatchObject({ district: "Dhaka", thana: "Mohammadpur" })
    expect(findPostCode("1216")).toMatchObject({ district: "Dhaka", thana: "Mirpur Model" })
    expect(findPostCode("1213")).toMatchObject({ district: "Dhaka", thana: "Banani" })
    expect(findPostCode("1230")).toMatchObject({ district: "Dhaka", thana: null })
  })

  it("knows no code it was not given: none is guessed from its first digits", () => {
    expect(findPostCode("9999")).toBeUndefined()
    expect(findPostCode("1299")).toBeUndefined()
    expect(findPostCode("")).toBeUndefined()
  })
})

describe("normalisePostCode", () => {
  it.each([
    ["1207", "1207"],
    [" 1207 ", "1207"],
    ["12 07", "1207"],
    ["১২০৭", "1207"],
  ])("reads %j as %s", (typed, code) => expect(normalisePostCode(typed)).toBe(code))

  it.each(["120", "12075", "12A7", "-1207", "1.207", "1207\u0000", "x".repeat(1_000_000)])("refuses %j", (typed) => {
    expect(normalisePostCode(typed)).toBeUndefined()
  })
})
