import { createHash, randomUUID } from "node:crypto"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { parseEnv } from "../../../lib/config/env"
import { normaliseEmail } from "../../../modules/emailpass-normalised/emails"

/**
 * Failed password checks, counted per email (trimmed, lower case) across every route that
 * checks a password (see api/utils/sign-in-rules.ts): after MAX_FAILED_SIGN_INS failures within
 * SIGN_IN_WINDOW_MS, further attempts are refused without checking the password until the
 * window ends. A success clears the count.
 *
 * The count lives in Redis when REDIS_URL is set (rate-limiter-flexible's RateLimiterRedis), so
 * the limit holds for any number of servers; without Redis, in this process's memory. If Redis
 * fails, each server falls back to counting in its own memory (the insurance limiter) rather
 * than letting every attempt through or refusing every sign-in.
 */
export const MAX_FAILED_SIGN_INS = 5
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

export type SignInOutcome = "failed" | "succeeded" | "other"
export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The key of an email: normalised, hashed (no address is stored in Redis, keys stay short). */
export const signInKey = (email: string) => createHash("sha256").update(normaliseEmail(email)).digest("base64url")

export class SignInThrottle {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /**
   * Starts an attempt: it counts as a failure from now on (so parallel guesses count as what
   * they will most likely be) until end() says otherwise. Refused, with the seconds to wait,
   * once the failures and running attempts reach the limit.
   */
  async begin(email: string): Promise<SignInAttempt> {
    try {
      await this.limiter.consume(signInKey(email), 1)
      return { allowed: true }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
  }

  /** Ends an attempt started with begin(): a failure stays counted, a success clears the email. */
  async end(email: string, outcome: SignInOutcome): Promise<void> {
    const key = signInKey(email)
    if (outcome === "succeeded") await this.limiter.delete(key)
    else if (outcome === "other") await this.limiter.reward(key, 1)
  }
}

export type SignInLimiterOptions = {
  redisUrl?: string
  /** Where the counts live in Redis; every server of one shop must use the same. */
  keyPrefix?: string
  max?: number
  windowMs?: number
}

export const SIGN_IN_KEY_PREFIX = "chaka:sign-in"

/** A limiter with the shop's rule: Redis when a URL is given (memory as insurance), else memory. */
export function createSignInLimiter({
  redisUrl,
  keyPrefix = SIGN_IN_KEY_PREFIX,
  max = MAX_FAILED_SIGN_INS,
  windowMs = SIGN_IN_WINDOW_MS,
}: SignInLimiterOptions = {}): { limiter: RateLimiterAbstract; close: () => void } {
  const rule = { points: max, duration: Math.ceil(windowMs / 1000), keyPrefix }
  if (!redisUrl) return { limiter: new RateLimiterMemory(rule), close: () => {} }
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectionName: "chaka-sign-in-throttle" })
  // Errors reach the limiter's callers (and the insurance limiter); ioredis must not also throw them.
  client.on("error", () => {})
  return {
    limiter: new RateLimiterRedis({ ...rule, storeClient: client, insuranceLimiter: new RateLimiterMemory(rule) }),
    close: () => client.disconnect(),
  }
}

/**
 * Reset links asked for (POST /auth/{customer,user}/emailpass/reset-password), counted per
 * identifier (normalised, hashed as signInKey) with the same machinery: every request counts,
 * whether or not the email has a sign-in (so the answer tells nothing about which emails do),
 * and after MAX_RESET_LINKS within RESET_LINK_WINDOW_MS further requests are refused until the
 * window ends. See api/utils/password-reset.ts.
 */
export const MAX_RESET_LINKS = 5
export const RESET_LINK_WINDOW_MS = 15 * 60 * 1000
export const RESET_LINK_KEY_PREFIX = "chaka:reset-link"

const shared = new Map<string, SignInThrottle>()

/**
 * The throttle of this server for one rule: shared through Redis when REDIS_URL is set. Under
 * test (NODE_ENV=test) each process counts under its own prefix, so suites sharing a Redis
 * server (and reruns within the window) do not see each other's counts.
 */
function sharedThrottle(keyPrefix: string, max: number, windowMs: number): SignInThrottle {
  let throttle = shared.get(keyPrefix)
  if (!throttle) {
    const { redisUrl, nodeEnv } = parseEnv(process.env, { requireDatabase: false })
    const prefix = nodeEnv === "test" ? `${keyPrefix}:test-${randomUUID()}` : keyPrefix
    throttle = new SignInThrottle(createSignInLimiter({ redisUrl, keyPrefix: prefix, max, windowMs }).limiter)
    shared.set(keyPrefix, throttle)
  }
  return throttle
}

/** Failed password checks (MAX_FAILED_SIGN_INS per SIGN_IN_WINDOW_MS per email). */
export const signInThrottle = () => sharedThrottle(SIGN_IN_KEY_PREFIX, MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS)

/** Reset links asked for (MAX_RESET_LINKS per RESET_LINK_WINDOW_MS per identifier): begin() only, never end(). */
export const resetLinkThrottle = () => sharedThrottle(RESET_LINK_KEY_PREFIX, MAX_RESET_LINKS, RESET_LINK_WINDOW_MS)

/**
 * Second-factor codes refused (POST /auth/mfa/challenges/:id/verify), counted per auth identity
 * across all its challenges: Medusa keeps MAX tries per challenge only, and reads and writes that
 * count without a lock, so a new challenge (the password again) or parallel guesses would give
 * anyone with the password unlimited tries. A right code clears the count.
 */
export const MAX_FAILED_MFA_CODES = 5
export const MFA_CODE_WINDOW_MS = 15 * 60 * 1000
export const mfaCodeThrottle = () => sharedThrottle("chaka:mfa-code", MAX_FAILED_MFA_CODES, MFA_CODE_WINDOW_MS)

/**
 * Emails typed on one cart (POST /store/carts/:id with `email`): each one new to the shop becomes
 * a guest customer (Medusa's rule), so a cart takes at most MAX_CART_EMAILS per window.
 */
export const MAX_CART_EMAILS = 10
export const CART_EMAIL_WINDOW_MS = 15 * 60 * 1000
export const cartEmailThrottle = () => sharedThrottle("chaka:cart-email", MAX_CART_EMAILS, CART_EMAIL_WINDOW_MS)

/**
 * Promotion codes refused on one cart (POST/DELETE /store/carts/:id/promotions, `promo_codes` on
 * POST /store/carts/:id): guessing codes stops after MAX_REFUSED_CODES per window; a code that
 * applies does not count.
 */
export const MAX_REFUSED_CODES = 10
export const REFUSED_CODE_WINDOW_MS = 15 * 60 * 1000
export const promotionCodeThrottle = () => sharedThrottle("chaka:promotion-code", MAX_REFUSED_CODES, REFUSED_CODE_WINDOW_MS)
