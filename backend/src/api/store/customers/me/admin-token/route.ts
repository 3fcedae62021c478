import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenForAuthIdentity } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { isAdminSignIn } from "../../../../../workflows/accounts/rules/admin-sign-in"
import { adminSecondFactorProblem, mfaClaimsFor } from "../../../../../workflows/accounts/rules/admin-mfa"
import { messages } from "../../../../../lib/messages"

/**
 * POST /store/customers/me/admin-token — `{ token }`: the admin token of the signed-in
 * customer's own sign-in, when that sign-in also opens the admin (made admin, or the same
 * email as an admin user). The token is the one `POST /auth/user/emailpass` would give
 * (actor_type "user", Medusa's own generator, secret and expiry), so the storefront opens its
 * admin area without asking for the password again — whatever the customer signed in with.
 *
 * Two-factor sign-in: an admin with a factor switched on gets the token only when the
 * customer's token says the factor was passed (401 otherwise), and the token carries that record
 * (mfa_enabled, mfa_challenge_completed_at) as Medusa's MFA route writes it, so Medusa's admin
 * routes accept it. With ADMIN_MFA_REQUIRED an admin without a factor is refused (403).
 *
 * Not ".../me/admin": Medusa treats every route path ending in /admin as an admin route.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const authIdentityId = req.auth_context.auth_identity_id
  if (!(await isAdminSignIn(req.scope, authIdentityId))) {
    throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.dashboardAdminsOnly)
  }
  const problem = await adminSecondFactorProblem(req.scope, authIdentityId, req.auth_context)
  if (problem) throw problem
  const mfa = await mfaClaimsFor(req.scope, authIdentityId, req.auth_context)
  const [authIdentity] = await req.scope.resolve(Modules.AUTH).listAuthIdentities({ id: [authIdentityId] }, { relations: ["provider_identities"] })
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const authProvider = req.auth_context.auth_provider ?? authIdentity.provider_identities?.[0]?.provider
  const token = await generateJwtTokenForAuthIdentity(
    { authIdentity, actorType: "user", authProvider, container: req.scope, ...mfa },
    { secret: http.jwtSecret!, expiresIn: http.jwtExpiresIn, options: http.jwtOptions }
  )
  res.json({ token })
}
