import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CustomerLogin } from "./find-customer-login"

type Granted = { user_id: string; created: boolean }
type Undo = { auth_identity_id: string; app_metadata: Record<string, unknown>; created_user_id: string | null }

/**
 * Links the customer's sign-in to a Medusa admin user — the existing user with that email, or
 * a new one — so the same email and password also open the admin. Already an admin: no change.
 */
export const grantAdminStep = createStep(
  "grant-admin",
  async (login: CustomerLogin, { container }) => {
    if (login.user_id) return new StepResponse<Granted, Undo | null>({ user_id: login.user_id, created: false }, null)
    const users = container.resolve(Modules.USER)
    const auth = container.resolve(Modules.AUTH)

    const [existing] = await users.listUsers({ email: login.email })
    const user =
      existing ?? (await users.createUsers({ email: login.email, first_name: login.first_name, last_name: login.last_name }))
    const identity = await auth.retrieveAuthIdentity(login.auth_identity_id)
    const app_metadata = identity.app_metadata ?? {}
    await auth.updateAuthIdentities({ id: identity.id, app_metadata: { ...app_metadata, user_id: user.id } })

    const undo: Undo = { auth_identity_id: identity.id, app_metadata, created_user_id: existing ? null : user.id }
    return new StepResponse<Granted, Undo | null>({ user_id: user.id, created: !existing }, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.AUTH).updateAuthIdentities({ id: undo.auth_identity_id, app_metadata: undo.app_metadata })
    if (undo.created_user_id) await container.resolve(Modules.USER).deleteUsers([undo.created_user_id])
  }
)
