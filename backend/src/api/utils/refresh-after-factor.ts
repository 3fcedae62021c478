import { authenticate, type AuthenticatedMedusaRequest, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenForAuthIdentity } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { mfaCompletedAt, refreshKeepsPassedFactor } from "../../workflows/accounts/rules/admin-mfa"

// Medusa's own check on this route (api/auth/middlewares.js): any actor, a token owing the code.
const anyToken = authenticate("*", ["session", "bearer"], { allowUnregistered: true, requireMfa: false })

/**
 * POST /auth/token/refresh for a token that passed its second factor before its account existed
 * (rules/admin-mfa.ts, refreshKeepsPassedFactor): the new token names the account and keeps the
 * factor's record, as Medusa's refresh does for a token that named one. Every other refresh is
 * Medusa's.
 */
export function refreshAfterPassedFactor(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  void anyToken(req, res, async (error?: unknown) => {
    if (error) return next(error)
    try {
      const auth = (req as AuthenticatedMedusaRequest).auth_context
      if (!auth?.auth_identity_id || auth.actor_id || !mfaCompletedAt(auth)) return next()
      const [authIdentity] = await req.scope.resolve(Modules.AUTH).listAuthIdentities({ id: [auth.auth_identity_id] }, { relations: ["provider_identities"] })
      if (!authIdentity || !refreshKeepsPassedFactor(auth, authIdentity.app_metadata)) return next()
      const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
      const token = await generateJwtTokenForAuthIdentity(
        {
          authIdentity,
          actorType: auth.actor_type,
          authProvider: auth.auth_provider,
          container: req.scope,
          mfaEnabled: auth.mfa_enabled,
          mfaChallengeCompletedAt: auth.mfa_challenge_completed_at,
        },
        { secret: http.jwtSecret!, expiresIn: http.jwtExpiresIn, options: http.jwtOptions }
      )
      res.json({ token })
    } catch (caught) {
      next(caught)
    }
  })
}
