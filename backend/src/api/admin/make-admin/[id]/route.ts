import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { removeAdminWorkflow } from "../../../../workflows/accounts/make-admin"

/**
 * DELETE /admin/make-admin/:id — undoes making this admin (an admin made from the make-admin
 * screen; never the caller): their sign-ins no longer open the admin, their roles are gone.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await removeAdminWorkflow(req.scope).run({ input: { user_id: String(req.params.id), actor_id: req.auth_context.actor_id || null } })
  res.json({ id: result.user_id, object: "admin", deleted: true })
}
