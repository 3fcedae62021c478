import type { IRbacModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
import { EVERYTHING, SHOP_ROLES } from "../../lib/roles"
import { DEMO_ADMIN } from "./catalogue"

const pascal = (text: string) => text.replace(/(^|_)([a-z*])/g, (_match, _sep, letter: string) => letter.toUpperCase())

/**
 * The shop's three roles (lib/roles.ts: owner, order staff, content editor) with exactly their
 * policies, and the demo admin as owner. Idempotent: a role is found by its id, a policy by its
 * key; a policy the role should not have is taken off, a missing one added. Nothing happens with
 * the `rbac` flag off (Medusa then loads no RBAC module). A policy Medusa has not registered yet
 * (a first start) is created with the name Medusa would give it.
 */
export async function seedRoles(container: MedusaContainer) {
  if (!FeatureFlag.isFeatureEnabled("rbac")) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const rbac = container.resolve<IRbacModuleService>(Modules.RBAC)

  const wanted = [...new Set(Object.values(SHOP_ROLES).flatMap((role) => role.policies))]
  const existing = await rbac.listRbacPolicies({ key: wanted })
  const byKey = new Map(existing.map((policy) => [policy.key, policy.id]))
  const missing = wanted.filter((key) => !byKey.has(key) && key !== EVERYTHING)
  if (missing.length) {
    const created = await rbac.createRbacPolicies(
      missing.map((key) => {
        const [resource, operation] = key.split(":")
        return { key, resource, operation, name: `${pascal(operation)}${pascal(resource)}` }
      })
    )
    for (const policy of created) byKey.set(policy.key, policy.id)
  }

  for (const role of Object.values(SHOP_ROLES)) {
    const [found] = await rbac.listRbacRoles({ id: role.id })
    if (!found) await rbac.createRbacRoles({ id: role.id, name: role.name, description: role.description } as unknown as { name: string })
    const held = await rbac.listRbacRolePolicies({ role_id: role.id })
    const wantedIds = new Set(role.policies.map((key) => byKey.get(key)).filter((id): id is string => !!id))
    const stale = held.filter((link) => !wantedIds.has(link.policy_id))
    if (stale.length) await rbac.deleteRbacRolePolicies(stale.map((link) => link.id))
    const heldIds = new Set(held.map((link) => link.policy_id))
    const added = [...wantedIds].filter((id) => !heldIds.has(id))
    if (added.length) await rbac.createRbacRolePolicies(added.map((policy_id) => ({ role_id: role.id, policy_id })))
    if (!found) logger.info(`Created the ${role.name} role`)
  }

  // The demo admin owns the shop (an admin with no role at all may do nothing with the flag on).
  const [admin] = await container.resolve(Modules.USER).listUsers({ email: DEMO_ADMIN.email })
  if (admin) await giveRoleIfNone(container, admin.id, SHOP_ROLES.owner.id)
}

/** Links the user to the role unless they hold a role already. */
export async function giveRoleIfNone(container: MedusaContainer, userId: string, roleId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "user", fields: ["rbac_roles.id"], filters: { id: userId } })
  if ((data[0] as { rbac_roles?: unknown[] } | undefined)?.rbac_roles?.length) return
  await container.resolve(ContainerRegistrationKeys.LINK).create({ [Modules.USER]: { user_id: userId }, [Modules.RBAC]: { rbac_role_id: roleId } })
}
