import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { OPENID_PROVIDER_ID, profileFromClaims, type OpenIdProfile } from "../rules/openid"

export type OpenIdSignIn = {
  auth_identity_id: string
  /** The customer and admin user this sign-in already opens, if any. */
  customer_id: string | null
  user_id: string | null
  profile: OpenIdProfile
}

/**
 * The person behind an OpenID sign-in: the claims Medusa's OIDC provider stored from the
 * verified ID token (refreshed on every sign-in) and what the sign-in is linked to so far.
 */
export const readOpenIdProfileStep = createStep("read-openid-profile", async (authIdentityId: string, { container }) => {
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [authIdentityId] }, { relations: ["provider_identities"] })
  const provider = identity?.provider_identities?.find((candidate) => candidate.provider === OPENID_PROVIDER_ID)
  if (!identity || !provider) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.notAnOpenIdSignIn)

  const profile = profileFromClaims(provider.user_metadata ?? {})
  if (!profile) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.openIdWithoutEmail)

  const app = identity.app_metadata ?? {}
  const signIn: OpenIdSignIn = {
    auth_identity_id: identity.id,
    customer_id: typeof app.customer_id === "string" ? app.customer_id : null,
    user_id: typeof app.user_id === "string" ? app.user_id : null,
    profile,
  }
  return new StepResponse(signIn)
})
