import type { MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import type { SignInThrottle } from "../../workflows/accounts/rules/sign-in-throttle"

/**
 * Counts one request for `key` on a throttle. Over the limit: answers 429 with Retry-After and
 * `message`. A throttle that fails (Redis down) goes to the error handler. True only when the
 * request may go on.
 */
export async function admitted(throttle: SignInThrottle, key: string, message: string, res: MedusaResponse, next: MedusaNextFunction): Promise<boolean> {
  let attempt
  try {
    attempt = await throttle.begin(key)
  } catch (error) {
    next(error)
    return false
  }
  if (!attempt.allowed) {
    res.setHeader("Retry-After", String(attempt.retryAfterSeconds))
    res.status(429).json({ message })
    return false
  }
  return true
}

/**
 * Calls `settle` once, when the answer is sent ("finish") or the client went away first
 * ("close"): with the answer's status, or null when none was sent.
 */
export function onceAnswered(res: MedusaResponse, settle: (status: number | null) => void): void {
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    settle(res.writableFinished ? res.statusCode : null)
  }
  res.once("finish", end)
  res.once("close", end)
}
