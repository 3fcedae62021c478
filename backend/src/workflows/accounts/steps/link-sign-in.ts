import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type LinkSignInInput = { auth_identity_id: string; customer_id: string; user_id: string | null }
type Undo = { auth_identity_id: string; app_metadata: Record<string, unknown> }

/**
 * Opens the customer's account (and, for an admin, the admin user) with this sign-in too.
 * Links it already has are kept; nothing changes when all are there.
 */
export const linkSignInStep = createStep(
  "link-sign-in",
  async (input: LinkSignInInput, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(input.auth_identity_id)
    const app_metadata = identity.app_metadata ?? {}
    const links = {
      customer_id: app_metadata.customer_id ?? input.customer_id,
      ...(input.user_id || app_metadata.user_id ? { user_id: app_metadata.user_id ?? input.user_id } : {}),
    }
    if (links.customer_id === app_metadata.customer_id && links.user_id === app_metadata.user_id) {
      return new StepResponse(undefined, null)
    }
    await auth.updateAuthIdentities({ id: identity.id, app_metadata: { ...app_metadata, ...links } })
    return new StepResponse<undefined, Undo | null>(undefined, { auth_identity_id: identity.id, app_metadata })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.AUTH).updateAuthIdentities({ id: undo.auth_identity_id, app_metadata: undo.app_metadata })
  }
)
