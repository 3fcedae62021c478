import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { signInThrottle, type SignInOutcome } from "../../lib/sign-in-throttle"

/** "Longer than 6". */
export const MIN_PASSWORD_LENGTH = 7

/**
 * What POST /auth/customer/emailpass/register must carry before Medusa creates a sign-in:
 * a valid email and a password of at least MIN_PASSWORD_LENGTH characters (Medusa itself
 * takes any non-empty string).
 */
export const Register = z.object({
  email: z.string({ error: messages.emailRequired }).min(1, messages.emailRequired).email(messages.emailInvalid),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort(MIN_PASSWORD_LENGTH)),
})

/**
 * On Medusa's email + password sign-in (POST, and GET, which reads the same body): after too
 * many failed attempts (401) for one email, answers 429 without checking the password. A
 * success (2xx) clears the count. See lib/sign-in-throttle.
 */
export function throttleSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  // Without an email there is nothing to count: Medusa answers.
  if (typeof email !== "string" || !email.trim()) return next()

  const attempt = signInThrottle.begin(email)
  if (!attempt.allowed) {
    res.setHeader("Retry-After", String(attempt.retryAfterSeconds))
    res.status(429).json({ message: messages.tooManySignInAttempts })
    return
  }

  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    const outcome: SignInOutcome = !res.writableFinished
      ? "other"
      : res.statusCode === 401
        ? "failed"
        : res.statusCode >= 200 && res.statusCode < 300
          ? "succeeded"
          : "other"
    signInThrottle.end(email, outcome)
  }
  // "finish" once the answer is sent; "close" also when the client went away first.
  res.once("finish", end)
  res.once("close", end)
  next()
}
