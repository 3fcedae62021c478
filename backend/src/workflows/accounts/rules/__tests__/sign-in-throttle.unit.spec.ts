import { createSignInLimiter, MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS, SignInThrottle } from "../sign-in-throttle"

describe("SignInThrottle (memory store)", () => {
  let throttle: SignInThrottle
  beforeEach(() => {
    throttle = new SignInThrottle(createSignInLimiter({ keyPrefix: `unit-${Math.random()}` }).limiter)
  })
  const fail = async (email: string) => {
    expect((await throttle.begin(email)).allowed).toBe(true)
    await throttle.end(email, "failed")
  }

  it("refuses after 5 failures for one email (trimmed, any letter case), with the seconds left in the window", async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await fail("a@example.com")
    const refused = await throttle.begin(" A@Example.com")
    expect(refused.allowed).toBe(false)
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(SIGN_IN_WINDOW_MS / 1000 - 5)
    expect((await throttle.begin("b@example.com")).allowed).toBe(true)
  })

  it("a success clears the count; other answers (400, 500) do not count", async () => {
    for (let i = 0; i < 4; i++) await fail("a@example.com")
    await throttle.begin("a@example.com")
    await throttle.end("a@example.com", "succeeded")
    for (let i = 0; i < 10; i++) {
      expect((await throttle.begin("a@example.com")).allowed).toBe(true)
      await throttle.end("a@example.com", "other")
    }
    for (let i = 0; i < 4; i++) await fail("a@example.com")
    expect((await throttle.begin("a@example.com")).allowed).toBe(true)
  })

  it("running attempts count: no more than 5 at once", async () => {
    const attempts = await Promise.all([...Array(8)].map(() => throttle.begin("a@example.com")))
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5)
  })
})
