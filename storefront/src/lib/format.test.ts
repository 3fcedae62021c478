import { describe, expect, it } from "vitest"
import { formatDate } from "./format"

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
