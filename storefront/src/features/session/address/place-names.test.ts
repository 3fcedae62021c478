import { describe, expect, it } from "vitest"
import { DIVISIONS } from "../../../testing/divisions"
import { placeLine, placesIn } from "./place-names"
import { placeLabel } from "./get-divisions"

const STORED = { division: "Dhaka", district: "Dhaka", thana: "Dhanmondi" }

describe("a stored address's places in the page's language", () => {
  it("reads in Bengali on Bangla pages: 'ধানমন্ডি, ঢাকা', not 'Dhanmondi, Dhaka'", () => {
    const places = placesIn(STORED, DIVISIONS, "bn")
    expect(places).toEqual({ division: "ঢাকা", district: "ঢাকা", thana: "ধানমন্ডি" })
    expect(placeLine(places)).toBe("ধানমন্ডি, ঢাকা")
  })

  it("finds an older spelling, and keeps a part the list does not know as stored", () => {
    expect(placesIn({ division: "Chittagong", district: "Comilla", thana: "Kotwali" }, DIVISIONS, "bn")).toEqual({
      division: "চট্টগ্রাম",
      district: "কুমিল্লা",
      thana: "কোতোয়ালি",
    })
    expect(placesIn({ division: "Dhaka", district: "Gazipur", thana: "Nowhere" }, DIVISIONS, "bn")).toEqual({
      division: "ঢাকা",
      district: "গাজীপুর",
      thana: "Nowhere",
    })
  })

  it("stays as stored on English pages, and until the list has loaded", () => {
    expect(placesIn(STORED, DIVISIONS, "en")).toEqual(STORED)
    expect(placesIn(STORED, undefined, "bn")).toEqual(STORED)
  })

  it("labels the pickers' options in Bengali alone on Bangla pages", () => {
    expect(placeLabel(DIVISIONS[1], "bn")).toBe("চট্টগ্রাম")
    expect(placeLabel(DIVISIONS[1], "en")).toBe("Chattogram / Chittagong (চট্টগ্রাম)")
  })
})
