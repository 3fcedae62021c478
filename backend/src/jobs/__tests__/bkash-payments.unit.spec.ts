import { isAskingMinute } from "../bkash-payments"

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
