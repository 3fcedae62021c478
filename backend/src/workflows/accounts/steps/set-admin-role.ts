import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP_ROLES, type RoleKey } from "../../../lib/roles"
import { assertNotLastOwner } from "../rules/last-owner"

export type SetAdminRoleInput = {
  user_id: string
  /** The role to give, replacing the user's others; none: the owner role, only if the user holds no role yet. */
  role?: RoleKey
}

/** The user's role ids now. */
export async function roleIdsOf(container: MedusaContainer, userId: string): Promise<string[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: ["rbac_roles.id"], filters: { id: userId } })
  const roles = (data[0] as { rbac_roles?: ({ id: string } | null)[] } | undefined)?.rbac_roles ?? []
  return roles.flatMap((role) => (role?.id ? [role.id] : []))
}

/** Makes the user's roles exactly these (links added and removed through Medusa's Link). */
export async function setRoleIds(container: MedusaContainer, userId: string, from: string[], to: string[]) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const gone = from.filter((id) => !to.includes(id))
  const added = to.filter((id) => !from.includes(id))
  const pair = (roleId: string) => ({ [Modules.USER]: { user_id: userId }, [Modules.RBAC]: { rbac_role_id: roleId } })
  if (gone.length) await link.dismiss(gone.map(pair))
  if (added.length) await link.create(added.map(pair))
}

/**
 * Gives a new or existing admin their role (Medusa's RBAC: the user–role link). Nothing to do with
 * the `rbac` flag off. Undone by putting back the roles the user held before.
 */
export const setAdminRoleStep = createStep(
  "set-admin-role",
  async (input: SetAdminRoleInput, { container }) => {
    if (!FeatureFlag.isFeatureEnabled("rbac")) return new StepResponse({ role_ids: [] as string[] }, null)
    const before = await roleIdsOf(container, input.user_id)
    const after = input.role ? [SHOP_ROLES[input.role].id] : before.length ? before : [SHOP_ROLES.owner.id]
    await assertNotLastOwner(container, input.user_id, after)
    await setRoleIds(container, input.user_id, before, after)
    return new StepResponse({ role_ids: after }, { user_id: input.user_id, before, after })
  },
  async (undo, { container }) => {
    if (!undo) return
    await setRoleIds(container, undo.user_id, undo.after, undo.before)
  }
)
