import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { SHOP_ROLES } from "../../../lib/roles"

const OWNER = SHOP_ROLES.owner.id

/** The admin users (not removed) holding the owner role now. */
export async function ownersNow(container: MedusaContainer): Promise<string[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "user_rbac_role",
    fields: ["user_id"],
    filters: { rbac_role_id: OWNER },
  })
  const ids = [...new Set((data as { user_id?: string | null }[]).flatMap((link) => (link.user_id ? [link.user_id] : [])))]
  if (!ids.length) return []
  return (await container.resolve(Modules.USER).listUsers({ id: ids }, { select: ["id"] })).map((user) => user.id)
}

/**
 * The shop keeps at least one owner (only an owner can make admins and give roles): taking the
 * owner role off a user, or removing the user, is refused (400) when they are the last owner,
 * themselves included. `rolesAfter`: the user's role ids after the change (none: removed). With
 * RBAC off there are no roles to lose.
 */
export async function assertNotLastOwner(container: MedusaContainer, userId: string, rolesAfter: string[]): Promise<void> {
  if (!FeatureFlag.isFeatureEnabled("rbac") || rolesAfter.includes(OWNER)) return
  const owners = await ownersNow(container)
  if (owners.includes(userId) && owners.length === 1) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.lastOwner)
}
