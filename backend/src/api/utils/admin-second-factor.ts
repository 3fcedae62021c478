import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { adminMfaRequired, adminSecondFactorProblem } from "../../workflows/accounts/rules/admin-mfa"

/**
 * What an admin who has not set up the second factor may still open while ADMIN_MFA_REQUIRED is
 * on: what the dashboard needs to show Settings → Profile, where two-factor sign-in is set up
 * (the factor itself is set up on /auth/mfa/*, which is not under /admin). Reads only.
 */
const OPEN_BEFORE_SETUP = [
  /^\/admin\/users\/me$/,
  /^\/admin\/stores(\/[^/]+)?$/,
  /^\/admin\/feature-flags$/,
  /^\/admin\/plugins$/,
  /^\/admin\/locales(\/[^/]+)?$/,
]

/**
 * ADMIN_MFA_REQUIRED (off by default: Medusa's own rule then holds, where an admin who switched
 * the factor on must pass it): on /admin/*, an admin user whose sign-in did not pass a second
 * factor is refused — 401 when a factor is switched on (sign in again with the code), 403 when
 * none is (set it up first; the profile page stays open for that). Secret API keys are not
 * admins' sign-ins and pass, nor does a sign-in that is no admin yet (an invite being accepted).
 * Registered in api/middlewares.ts.
 */
export async function adminSecondFactor(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    if (!adminMfaRequired()) return next()
    const auth = (req as AuthenticatedMedusaRequest).auth_context
    // Not yet an admin (accepting an invite): the route decides; Medusa refuses a token owing a code.
    if (auth?.actor_type !== "user" || !auth.auth_identity_id || !auth.actor_id) return next()
    const address = (req.originalUrl ?? req.url).split("?")[0]
    const problem = await adminSecondFactorProblem(req.scope, auth.auth_identity_id, auth)
    if (problem && !(problem.type === MedusaError.Types.FORBIDDEN && req.method === "GET" && OPEN_BEFORE_SETUP.some((open) => open.test(address)))) {
      return next(problem)
    }
    next()
  } catch (error) {
    next(error)
  }
}
