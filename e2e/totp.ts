import { currentStep, TOTP_PERIOD_MS as PERIOD_MS, totp } from "../backend/integration-tests/http/helpers/totp"

// Two-factor sign-in as an authenticator app gives codes (the RFC 6238 arithmetic is the
// integration suite's, helpers/totp.ts). Used by owner-day.e2e.ts and admin-mfa.e2e.ts.

/**
 * An authenticator app for a secret: each code it gives is of a later time step than the last,
 * within the step either side of now that Medusa accepts (waiting for the clock when all are used;
 * a step about to leave the window is not given out). The shop takes each code once.
 */
export function authenticator(secret: string) {
  let last = -Infinity
  return async (): Promise<string> => {
    for (;;) {
      const now = currentStep()
      const step = Math.max(now - 1, last + 1)
      if (step <= now + 1 && (step + 2) * PERIOD_MS - Date.now() > 8_000) {
        last = step
        return totp(secret, step)
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

/** A code of no step near now: wrong for this secret. */
export function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totp(secret, currentStep() + d)))
  for (let d = 10; ; d++) if (!near.has(totp(secret, currentStep() + d))) return totp(secret, currentStep() + d)
}
