import { randomUUID } from "node:crypto"
import { createSignInLimiter, MAX_FAILED_SIGN_INS, SignInThrottle } from "../../src/workflows/accounts/rules/sign-in-throttle"

/**
 * Two servers of one shop: two separate throttles (each with its own Redis connection, as two
 * processes have) sharing REDIS_URL must see one count per email. Needs a Redis server.
 */
// scripts/with-test-db.ts sets TEST_REDIS_URL from REDIS_URL or a Redis answering on 127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL
if (!redisUrl) {
  console.warn(
    "SKIPPED sign-in-throttle-redis.spec.ts: no Redis server (neither REDIS_URL nor one on 127.0.0.1:6379), so the shared (Redis) sign-in throttle cannot be tested here."
  )
}
const describeWithRedis = redisUrl ? describe : describe.skip

describeWithRedis("sign-in throttle shared through Redis", () => {
  const keyPrefix = `chaka:sign-in:test-${randomUUID()}`
  const servers = [createSignInLimiter({ redisUrl, keyPrefix }), createSignInLimiter({ redisUrl, keyPrefix })]
  const [first, second] = servers.map(({ limiter }) => new SignInThrottle(limiter))
  afterAll(() => servers.forEach(({ close }) => close()))

  const fail = async (throttle: SignInThrottle, email: string) => {
    expect((await throttle.begin(email)).allowed).toBe(true)
    await throttle.end(email, "failed")
  }

  it("failures on either server add up: 3 + 2 lock the email on both, whatever its letter case", async () => {
    for (let i = 0; i < 3; i++) await fail(first, "shared@example.com")
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 3; i++) await fail(second, " Shared@Example.com")
    for (const throttle of [first, second]) {
      const refused = await throttle.begin("SHARED@example.com")
      expect(refused.allowed).toBe(false)
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    }
    expect((await first.begin("someone-else@example.com")).allowed).toBe(true)
  })

  it("a success on one server clears the count for both", async () => {
    for (let i = 0; i < 4; i++) await fail(first, "cleared@example.com")
    await second.begin("cleared@example.com")
    await second.end("cleared@example.com", "succeeded")
    for (let i = 0; i < 4; i++) await fail(first, "cleared@example.com")
    expect((await second.begin("cleared@example.com")).allowed).toBe(true)
  })

  it("parallel guesses spread over both servers: no more than 5 are let through", async () => {
    const attempts = await Promise.all([...Array(12)].map((_, i) => (i % 2 ? first : second).begin("burst@example.com")))
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(MAX_FAILED_SIGN_INS)
  })
})
