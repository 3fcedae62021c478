import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteRoleWorkflow } from "../../../../../workflows/accounts/delete-role"

/**
 * DELETE /admin/rbac/roles/:id — replaces Medusa's route of this path and method (its GET and
 * POST stay Medusa's, and its `rbac_role: delete` policy still guards this one): the role's
 * policies are taken off first, which Medusa 2.21.2 does not do (it answers 404 for a role that
 * holds any). Medusa's answer shape.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await deleteRoleWorkflow(req.scope).run({ input: { id: String(req.params.id) } })
  res.status(200).json({ id: result.id, object: "rbac_role", deleted: true })
}
