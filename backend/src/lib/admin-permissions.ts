import { hasPermission } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
import type { Permission } from "./roles"

/*
 * Whether an admin's roles (lib/roles.ts, Medusa's RBAC) give some permissions, read from the
 * database at the time of asking (a token keeps the roles of its sign-in): the shop's role check
 * (api/utils/admin-roles.ts) and the compatibility API's "own or admin" guards ask here.
 */

export const rbacEnabled = () => FeatureFlag.isFeatureEnabled("rbac")

/** The role ids of an admin user, read now. */
export async function rolesOfUser(container: MedusaContainer, userId: string): Promise<string[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "user",
    fields: ["id", "rbac_roles.id"],
    filters: { id: userId },
  })
  const roles = (data[0] as { rbac_roles?: ({ id: string } | null)[] } | undefined)?.rbac_roles ?? []
  return roles.flatMap((role) => (role?.id ? [role.id] : []))
}

/** The admin user a sign-in (auth identity) opens, if any. */
export async function userOfSignIn(container: MedusaContainer, authIdentityId: string): Promise<string | undefined> {
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [authIdentityId] })
  const userId = identity?.app_metadata?.user_id
  if (typeof userId !== "string") return undefined
  return (await container.resolve(Modules.USER).listUsers({ id: userId })).length ? userId : undefined
}

/** Whether the admin user's roles give every one of these permissions (Medusa's own check). With the flag off: yes. */
export async function userMay(container: MedusaContainer, userId: string, needs: Permission[]): Promise<boolean> {
  if (!rbacEnabled()) return true
  const roles = await rolesOfUser(container, userId)
  if (!roles.length) return false
  return hasPermission({ roles, actions: needs, container })
}

/** The same for the admin a sign-in opens (a customer token of the compatibility API); no admin: no. */
export async function signInMay(container: MedusaContainer, authIdentityId: string, needs: Permission[]): Promise<boolean> {
  if (!rbacEnabled()) return true
  const userId = await userOfSignIn(container, authIdentityId)
  return !!userId && userMay(container, userId, needs)
}
