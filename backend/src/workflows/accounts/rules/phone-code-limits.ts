import { randomUUID } from "node:crypto"
import { parseEnv } from "../../../lib/config/env"
import { createSignInLimiter, SignInThrottle, type SignInAttempt } from "./sign-in-throttle"

/**
 * How many sign-in codes go out (each one an SMS the shop pays for and a chance to guess): per
 * number, 3 in 15 minutes and 10 a day; per address (IP), 20 an hour. Every code asked for a
 * valid number counts, whether or not the number has an account (so the answers tell nothing).
 * Counted in Redis when REDIS_URL is set (every server sees one count), else in memory, with the
 * sign-in throttle's machinery (rate-limiter-flexible).
 */
export const PHONE_CODE_LIMITS = {
  number: { max: 3, windowMs: 15 * 60 * 1000 },
  numberDaily: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
  address: { max: 20, windowMs: 60 * 60 * 1000 },
} as const

export const PHONE_CODE_KEY_PREFIX = "chaka:phone-code"

type Limit = { max: number; windowMs: number }

export class PhoneCodeLimits {
  constructor(
    private readonly number: SignInThrottle,
    private readonly numberDaily: SignInThrottle,
    private readonly address: SignInThrottle
  ) {}

  /** Counts one code for the number from the address: refused (with the seconds to wait) over any limit. */
  async admit(number: string, ip: string | undefined): Promise<SignInAttempt> {
    const checks: [SignInThrottle, string][] = [
      ...(ip ? ([[this.address, ip]] as [SignInThrottle, string][]) : []),
      [this.number, number],
      [this.numberDaily, number],
    ]
    for (const [throttle, key] of checks) {
      const attempt = await throttle.begin(key)
      if (!attempt.allowed) return attempt
    }
    return { allowed: true }
  }
}

export type PhoneCodeLimitsOptions = { redisUrl?: string; keyPrefix?: string; limits?: Partial<Record<keyof typeof PHONE_CODE_LIMITS, Limit>> }

/** The limits with their counters (Redis when a URL is given); `close` ends the Redis connections. */
export function createPhoneCodeLimits({ redisUrl, keyPrefix = PHONE_CODE_KEY_PREFIX, limits = {} }: PhoneCodeLimitsOptions = {}) {
  const made = (Object.keys(PHONE_CODE_LIMITS) as (keyof typeof PHONE_CODE_LIMITS)[]).map((name) =>
    createSignInLimiter({ redisUrl, keyPrefix: `${keyPrefix}:${name}`, ...(limits[name] ?? PHONE_CODE_LIMITS[name]) })
  )
  const [number, numberDaily, address] = made.map(({ limiter }) => new SignInThrottle(limiter))
  return { limits: new PhoneCodeLimits(number, numberDaily, address), close: () => made.forEach(({ close }) => close()) }
}

let shared: PhoneCodeLimits | undefined

/** This server's limits (under test each process counts under its own prefix, as the sign-in throttle). */
export function phoneCodeLimits(): PhoneCodeLimits {
  if (!shared) {
    const { redisUrl, nodeEnv } = parseEnv(process.env, { requireDatabase: false })
    const keyPrefix = nodeEnv === "test" ? `${PHONE_CODE_KEY_PREFIX}:test-${randomUUID()}` : PHONE_CODE_KEY_PREFIX
    shared = createPhoneCodeLimits({ redisUrl, keyPrefix }).limits
  }
  return shared
}
