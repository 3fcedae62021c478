import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { MADE_ADMIN_KEY } from "./mark-made-admin"
import { roleIdsOf, setRoleIds } from "./set-admin-role"
import { assertNotLastOwner } from "../rules/last-owner"

export type RevokeAdminInput = { user_id: string; actor_id: string | null }
type Revoked = { user_id: string; email: string; role_ids: string[] }
type Undo = { user_id: string; role_ids: string[]; identities: { id: string; app_metadata: Record<string, unknown> }[] }

/**
 * Undoes "make admin" for an admin made from that screen: their sign-ins no longer open the admin
 * (the auth identities lose their user_id, so the storefront's admin token and the compatibility
 * API refuse them), their roles are taken off and the admin user is deleted (soft: the audit log
 * keeps naming them). Never the caller themselves, never an admin the screen did not make (the
 * seeded owner, an invited admin). Undone by restoring all three.
 */
export const revokeAdminStep = createStep(
  "revoke-admin",
  async (input: RevokeAdminInput, { container }) => {
    const users = container.resolve(Modules.USER)
    const auth = container.resolve(Modules.AUTH)
    const [user] = await users.listUsers({ id: input.user_id }, { select: ["id", "email", "metadata"] })
    if (!user || !user.metadata?.[MADE_ADMIN_KEY]) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.makeAdminNotMade(input.user_id))
    if (input.actor_id === user.id) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.makeAdminNotYourself)
    await assertNotLastOwner(container, user.id, [])

    const { data: linked } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "auth_identity",
      fields: ["id"],
      filters: { app_metadata: { user_id: user.id } } as Record<string, unknown>,
    })
    // And the password sign-in of the admin's email, should the JSON filter miss it.
    const passwords = await auth.listProviderIdentities({ provider: "emailpass", entity_id: user.email })
    const ids = [
      ...new Set([...linked.map((identity) => identity.id as string), ...passwords.flatMap((p) => (p.auth_identity_id ? [p.auth_identity_id] : []))]),
    ]
    const identities = ids.length ? (await auth.listAuthIdentities({ id: ids })).filter((identity) => identity.app_metadata?.user_id === user.id) : []
    const undo: Undo = {
      user_id: user.id,
      role_ids: await roleIdsOf(container, user.id).catch(() => []),
      identities: identities.map((identity) => ({ id: identity.id, app_metadata: identity.app_metadata ?? {} })),
    }
    if (identities.length) {
      await auth.updateAuthIdentities(
        // null, not left out: the Auth module merges app_metadata, so a missing key would keep the old id.
        identities.map((identity) => ({ id: identity.id, app_metadata: { ...identity.app_metadata, user_id: null } }))
      )
    }
    if (undo.role_ids.length) await setRoleIds(container, user.id, undo.role_ids, [])
    await users.softDeleteUsers([user.id])
    return new StepResponse<Revoked, Undo>({ user_id: user.id, email: user.email, role_ids: undo.role_ids }, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.USER).restoreUsers([undo.user_id])
    if (undo.role_ids.length) await setRoleIds(container, undo.user_id, [], undo.role_ids)
    if (undo.identities.length) await container.resolve(Modules.AUTH).updateAuthIdentities(undo.identities)
  }
)
