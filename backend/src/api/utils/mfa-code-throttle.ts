import { authenticate, type AuthenticatedMedusaRequest, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { messages } from "../../lib/messages"
import { mfaCodeThrottle, type SignInOutcome } from "../../workflows/accounts/rules/sign-in-throttle"
import { admitted, onceAnswered } from "./throttle-answer"

// Medusa's own check on this route (api/auth/middlewares.js): any actor, a token owing the code.
const challengeToken = authenticate("*", ["session", "bearer"], { allowUnregistered: true, requireMfa: false })

/**
 * POST /auth/mfa/challenges/:id/verify: refused codes counted per auth identity, across its
 * challenges (workflows/accounts/rules/sign-in-throttle.ts, mfaCodeThrottle). Each attempt counts
 * as refused until answered, so parallel guesses cannot pass the limit; past it, 429 with
 * Retry-After, a right code included. A right code clears the count. Without a valid token
 * Medusa's own check answers 401 and nothing is counted.
 */
export function throttleMfaCodes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  void challengeToken(req, res, async (error?: unknown) => {
    if (error) return next(error)
    const identity = (req as AuthenticatedMedusaRequest).auth_context?.auth_identity_id
    if (!identity) return next()
    const throttle = mfaCodeThrottle()
    if (!(await admitted(throttle, identity, messages.tooManyMfaCodes, res, next))) return
    onceAnswered(res, (status) => {
      // 400: the code was refused (wrong, used, or the challenge spent); 404/401: no code was checked.
      const outcome: SignInOutcome = status === 400 ? "failed" : status !== null && status >= 200 && status < 300 ? "succeeded" : "other"
      throttle.end(identity, outcome).catch(() => {})
    })
    next()
  })
}
