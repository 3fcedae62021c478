import { generateTotpCode } from "@medusajs/auth/dist/utils/totp"
import { matchedTimeStep } from "../time-steps"

// RFC 6238's test secret, "12345678901234567890" in base32.
const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
const SETTINGS = { digits: 6, period: 30, window: 1 }
const codeAt = (timestamp: number) => generateTotpCode({ secret: SECRET, digits: 6, period: 30, timestamp })
const NOW = 1_765_000_015_000 // 15 s into step 58 833 333
const STEP = Math.floor(NOW / 30_000)

describe("matchedTimeStep", () => {
  it("agrees with RFC 6238's test vector (T = 59 s: 94287082, its last 6 digits with 6-digit codes)", () => {
    expect(matchedTimeStep("287082", SETTINGS, codeAt, 59_000)).toBe(1)
  })

  it("names the step of a code from the step before, the current one and the next (Medusa's window of 1)", () => {
    for (const offset of [-1, 0, 1]) {
      expect(matchedTimeStep(codeAt((STEP + offset) * 30_000), SETTINGS, codeAt, NOW)).toBe(STEP + offset)
    }
  })

  it("gives null for a code outside the window, a wrong code, and anything that is not 6 digits", () => {
    const outside = codeAt((STEP + 2) * 30_000)
    const inWindow = new Set([-1, 0, 1].map((offset) => codeAt((STEP + offset) * 30_000)))
    if (!inWindow.has(outside)) expect(matchedTimeStep(outside, SETTINGS, codeAt, NOW)).toBeNull()
    const wrong = ["000000", "111111", "999999"].find((code) => !inWindow.has(code))!
    expect(matchedTimeStep(wrong, SETTINGS, codeAt, NOW)).toBeNull()
    for (const junk of [undefined, null, 123456, "12345", "1234567", "12 456", "abcdef", ""]) {
      expect(matchedTimeStep(junk, SETTINGS, codeAt, NOW)).toBeNull()
    }
  })

  it("follows the configured window: 0 accepts only the current step", () => {
    const narrow = { ...SETTINGS, window: 0 }
    expect(matchedTimeStep(codeAt(STEP * 30_000), narrow, codeAt, NOW)).toBe(STEP)
    const previous = codeAt((STEP - 1) * 30_000)
    if (previous !== codeAt(STEP * 30_000)) expect(matchedTimeStep(previous, narrow, codeAt, NOW)).toBeNull()
  })
})
