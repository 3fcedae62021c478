import { createHmac, randomInt, timingSafeEqual } from "node:crypto"
import { smsNumber } from "../../lib/sms-number"

/** A code lives 5 minutes and takes 5 tries; the next code asked for replaces it. */
export const CODE_TTL_SECONDS = 5 * 60
export const CODE_MAX_TRIES = 5
export const CODE_DIGITS = 6

/** Longer than any spelling of a number (+880 1712-345678 with spaces): anything longer is refused unread. */
const PHONE_MAX_LENGTH = 40

/** Why a code is asked for: to sign in (or sign up), or to add the number to a signed-in account. */
export type CodePurpose = { purpose: "sign-in" } | { purpose: "add"; holder: string }

/** What is kept between asking for a code and using it (the auth module's state store): never the code. */
export type CodeState = { hash: string; expires_at: number; tries: number }

/** A Bangladeshi mobile as 8801XXXXXXXXX, from any spelling (01…, 880…, +880…), or null. */
export function phoneNumberOf(input: unknown): string | null {
  if (typeof input !== "string" || input.length > PHONE_MAX_LENGTH) return null
  return smsNumber(input)
}

/** The number as the shop shows and stores it on a customer: 01XXXXXXXXX. */
export const localSpelling = (number: string) => number.replace(/^88/, "")

export const isCodeShaped = (input: unknown): input is string => typeof input === "string" && /^[0-9]{6}$/.test(input)

/** A new code: 6 digits, uniform (crypto.randomInt), leading zeros kept. */
export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0")

/** Where a number's pending code is kept; one key per number and purpose, so a new code replaces the last. */
export function stateKey(number: string, purpose: CodePurpose): string {
  return purpose.purpose === "add" ? `phone-otp:add:${purpose.holder}:${number}` : `phone-otp:sign-in:${number}`
}

/**
 * The code as stored: HMAC-SHA256 under the server's secret, bound to the number and purpose (a
 * code for one number or purpose never fits another). Without the secret a stored hash cannot be
 * tried against the million codes.
 */
export function codeHash(secret: string, key: string, code: string): string {
  return createHmac("sha256", secret).update(`${key}\u0000${code}`).digest("base64url")
}

export function newState(secret: string, key: string, code: string, now: number): CodeState {
  return { hash: codeHash(secret, key, code), expires_at: now + CODE_TTL_SECONDS * 1000, tries: 0 }
}

export type CodeCheck =
  | { outcome: "accepted" }
  /** Wrong: `keep` is the state to put back (one try spent), null when it was the last try. */
  | { outcome: "wrong"; keep: CodeState | null; ttlSeconds: number }
  | { outcome: "none" }

/** A code typed against the pending state (already taken out of the store: a code is used once). */
export function checkCode(state: unknown, secret: string, key: string, code: string, now: number): CodeCheck {
  if (!isState(state) || state.expires_at <= now || state.tries >= CODE_MAX_TRIES) return { outcome: "none" }
  const given = Buffer.from(codeHash(secret, key, code))
  const kept = Buffer.from(state.hash)
  if (given.length === kept.length && timingSafeEqual(given, kept)) return { outcome: "accepted" }
  const tries = state.tries + 1
  const ttlSeconds = Math.max(1, Math.ceil((state.expires_at - now) / 1000))
  return { outcome: "wrong", keep: tries >= CODE_MAX_TRIES ? null : { ...state, tries }, ttlSeconds }
}

function isState(state: unknown): state is CodeState {
  const { hash, expires_at, tries } = (state ?? {}) as Partial<CodeState>
  return typeof hash === "string" && typeof expires_at === "number" && typeof tries === "number"
}
