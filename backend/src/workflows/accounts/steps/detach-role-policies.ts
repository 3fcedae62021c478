import type { IRbacModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

/**
 * Takes a role's policies off it (the role–policy links), so Medusa can delete the role: in Medusa
 * 2.21.2 deleting a role that still holds policies answers 404. An unknown role is a 404 with the
 * shop's words. Undone by linking the same policies again.
 */
export const detachRolePoliciesStep = createStep(
  "detach-role-policies",
  async (roleId: string, { container }) => {
    const rbac = container.resolve<IRbacModuleService>(Modules.RBAC)
    const [role] = await rbac.listRbacRoles({ id: roleId })
    if (!role) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.roleInUseOrMissing(roleId))
    const links = await rbac.listRbacRolePolicies({ role_id: roleId })
    if (links.length) await rbac.deleteRbacRolePolicies(links.map((link) => link.id))
    return new StepResponse(
      links.length,
      links.map((link) => ({ role_id: link.role_id, policy_id: link.policy_id }))
    )
  },
  async (links, { container }) => {
    if (!links?.length) return
    await container.resolve<IRbacModuleService>(Modules.RBAC).createRbacRolePolicies(links)
  }
)
