import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { messages } from "../../lib/messages"
import { signInThrottle, type SignInOutcome } from "../../workflows/accounts/rules/sign-in-throttle"
import { admitted, onceAnswered } from "./throttle-answer"

/**
 * The register rules (valid email, password of at least MIN_PASSWORD_LENGTH) live in the shop's
 * emailpass provider, which every register route reaches (modules/emailpass-normalised/register-rules.ts). Medusa answers
 * a provider's refusal with 401, so POST /auth/customer/emailpass/register (the storefront's
 * sign-up) checks the same rules first to answer 400 with the message.
 */
export { MIN_PASSWORD_LENGTH, NewPassword, Register } from "../../workflows/accounts/rules/emailpass"

/**
 * The routes that check a password: Medusa's email + password sign-in and its register route
 * (which, for an email whose sign-in has no account yet, checks the password and answers a
 * token when it is right), for customers and admin users, POST and GET (GET reads the same
 * body). Read from the decoded path, as Medusa's `/auth/:actor_type/:auth_provider` routes read
 * their parameters, so no spelling of the address slips past (`emailpas%73`, capitals, a
 * trailing slash).
 */
export function checksPassword(originalUrl: string): boolean {
  const path = originalUrl.split("?")[0]
  let segments: string[]
  try {
    segments = path
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase())
  } catch {
    return false // Express cannot route it either
  }
  const [auth, actor, provider, last, ...rest] = segments
  return auth === "auth" && !!actor && provider === "emailpass" && (last === undefined || last === "register") && rest.length === 0
}

/**
 * On every route that checks a password (checksPassword): after too many failed attempts (401)
 * for one email, answers 429 with Retry-After without checking the password. A success (2xx)
 * clears the count, unless it only says the second factor is owed (mfa_required). One count per email for all those routes and, with Redis, for all servers
 * (workflows/accounts/rules/sign-in-throttle.ts).
 */
export async function throttleSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!checksPassword(req.originalUrl ?? req.url)) return next()
  const email = (req.body as { email?: unknown } | undefined)?.email
  // Without an email there is nothing to count: Medusa answers.
  if (typeof email !== "string" || !email.trim()) return next()

  const throttle = signInThrottle()
  if (!(await admitted(throttle, email, messages.tooManySignInAttempts, res, next))) return

  // The password is right but the second factor is owed ({ mfa_required: true }, a 200): not a
  // success yet, so the failures so far stay counted (the code has its own count: mfa-code-throttle.ts).
  let secondFactorOwed = false
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    secondFactorOwed = Boolean((body as { mfa_required?: unknown } | null)?.mfa_required)
    return json(body)
  }
  onceAnswered(res, (status) => {
    const succeeded = status !== null && status >= 200 && status < 300 && !secondFactorOwed
    const outcome: SignInOutcome = status === 401 ? "failed" : succeeded ? "succeeded" : "other"
    throttle.end(email, outcome).catch(() => {})
  })
  next()
}
