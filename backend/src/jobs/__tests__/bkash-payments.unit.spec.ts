import { dueForAsking, isAskingMinute } from "../bkash-payments"

const MINUTE = 60_000

describe("the bKash job's asking minutes", () => {
  it("asks at 2, 3, 4, 6, 8, 12, 16, 24… minutes: each wait half as long again as the one before", () => {
    const asked = Array.from({ length: 70 }, (_, minute) => minute).filter((minute) => isAskingMinute(minute * MINUTE + 30_000))
    expect(asked).toEqual([2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64])
  })

  it("asks about a payment about twenty times in its day, never in its first two minutes", () => {
    const asked = Array.from({ length: 24 * 60 }, (_, minute) => minute).filter((minute) => isAskingMinute(minute * MINUTE))
    expect(asked.length).toBeGreaterThanOrEqual(18)
    expect(asked.length).toBeLessThanOrEqual(22)
    expect(isAskingMinute(0)).toBe(false)
    expect(isAskingMinute(MINUTE + 59_999)).toBe(false)
  })
})

describe("which waiting payments a run of the bKash job asks about", () => {
  it("asks once per asking point, and makes up a point a missed run passed", () => {
    const at = (minute: number) => dueForAsking("payses_1", minute * MINUTE + 10_000)
    expect([at(1), at(2), at(2), at(3), at(4), at(5)]).toEqual([false, true, false, true, true, false])
    // The runs at minutes 6 and 7 were missed (a restart): minute 8 asks; so would 7 have, once.
    expect(at(8)).toBe(true)
    expect(at(9)).toBe(false)
    expect(at(12)).toBe(true)
    // Another session keeps its own points.
    expect(dueForAsking("payses_2", 3 * MINUTE)).toBe(true)
  })
})
