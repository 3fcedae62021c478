import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CustomerLogin } from "./find-customer-login"

/** `already_admin`: one of the sign-ins opened the admin before (what the original answered with modifiedCount 0). */
type Granted = { user_id: string; created: boolean; already_admin: boolean }
type Undo = { identities: { id: string; app_metadata: Record<string, unknown> }[]; created_user_id: string | null }

/**
 * Links the customer's sign-ins to a Medusa admin user — the existing user with that email, or
 * a new one — so the same email and password (or the same OpenID account) also open the admin.
 * Already an admin: every sign-in of theirs is linked, nothing else changes.
 */
export const grantAdminStep = createStep(
  "grant-admin",
  async (login: CustomerLogin, { container }) => {
    const users = container.resolve(Modules.USER)
    const auth = container.resolve(Modules.AUTH)

    const [existing] = login.user_id ? [{ id: login.user_id }] : await users.listUsers({ email: login.email })
    const user = existing ?? (await users.createUsers({ email: login.email, first_name: login.first_name, last_name: login.last_name }))
    const identities = await auth.listAuthIdentities({ id: login.auth_identity_ids })
    const unlinked = identities.filter((identity) => identity.app_metadata?.user_id !== user.id)
    if (unlinked.length)
      await auth.updateAuthIdentities(unlinked.map((identity) => ({ id: identity.id, app_metadata: { ...identity.app_metadata, user_id: user.id } })))

    const undo: Undo = {
      identities: unlinked.map((identity) => ({ id: identity.id, app_metadata: identity.app_metadata ?? {} })),
      created_user_id: existing ? null : user.id,
    }
    return new StepResponse<Granted, Undo>({ user_id: user.id, created: !existing, already_admin: !!login.user_id }, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    if (undo.identities.length) await container.resolve(Modules.AUTH).updateAuthIdentities(undo.identities)
    if (undo.created_user_id) await container.resolve(Modules.USER).deleteUsers([undo.created_user_id])
  }
)
