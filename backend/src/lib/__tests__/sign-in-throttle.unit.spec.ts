import { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS, SignInThrottle } from "../sign-in-throttle"

describe("SignInThrottle", () => {
  let now: number
  let throttle: SignInThrottle
  beforeEach(() => {
    now = 1_000_000
    throttle = new SignInThrottle(MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS, () => now)
  })
  const fail = (email: string, times: number) => {
    for (let i = 0; i < times; i++) {
      expect(throttle.begin(email).allowed).toBe(true)
      throttle.end(email, "failed")
      now += 1000
    }
  }

  it("refuses the 6th attempt after 5 failures, for that email only (case and spaces ignored)", () => {
    fail("a@example.com", 5)
    expect(throttle.begin(" A@Example.com")).toEqual({ allowed: false, retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000 - 5 })
    expect(throttle.begin("b@example.com").allowed).toBe(true)
  })

  it("lets attempts through again once the oldest failure is 15 minutes old", () => {
    fail("a@example.com", 5)
    now = 1_000_000 + SIGN_IN_WINDOW_MS - 1
    expect(throttle.begin("a@example.com").allowed).toBe(false)
    now = 1_000_000 + SIGN_IN_WINDOW_MS + 1
    expect(throttle.begin("a@example.com").allowed).toBe(true)
  })

  it("a success clears the failures; other outcomes (400, 500) do not count", () => {
    fail("a@example.com", 4)
    throttle.begin("a@example.com")
    throttle.end("a@example.com", "succeeded")
    fail("a@example.com", 4)
    for (let i = 0; i < 3; i++) {
      throttle.begin("a@example.com")
      throttle.end("a@example.com", "other")
    }
    expect(throttle.begin("a@example.com").allowed).toBe(true)
  })

  it("counts attempts still running, so parallel guesses cannot exceed the limit", () => {
    fail("a@example.com", 3)
    expect(throttle.begin("a@example.com").allowed).toBe(true)
    expect(throttle.begin("a@example.com").allowed).toBe(true)
    expect(throttle.begin("a@example.com")).toEqual({ allowed: false, retryAfterSeconds: 1 })
    throttle.end("a@example.com", "other")
    expect(throttle.begin("a@example.com").allowed).toBe(true)
  })
})
