import { timingSafeEqual } from "node:crypto"

/** TOTP's settings as Medusa's provider reads them (digits, period in seconds, steps either side). */
export type TotpSettings = { digits: number; period: number; window: number }

/**
 * The time step (RFC 6238: seconds since 1970 / period) whose code this is, looked for in the
 * window around `now` as Medusa's own check does; null when no step in it has this code. The
 * codes are compared in constant time.
 */
export function matchedTimeStep(code: unknown, settings: TotpSettings, codeAt: (timestampMs: number) => string, now = Date.now()): number | null {
  if (typeof code !== "string" || code.length !== settings.digits || !/^\d+$/.test(code)) return null
  const current = Math.floor(now / 1000 / settings.period)
  const given = Buffer.from(code)
  // The newest step first: of two steps with the same code, the later one is the one to use up.
  for (let step = current + settings.window; step >= current - settings.window; step--) {
    const expected = Buffer.from(codeAt(step * settings.period * 1000))
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step
  }
  return null
}
