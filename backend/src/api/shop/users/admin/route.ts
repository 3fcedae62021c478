import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MakeAdmin } from "../../../../workflows/accounts/validators"
import { makeAdminWorkflow } from "../../../../workflows/accounts/make-admin"

/**
 * PUT /shop/users/admin `{ email }` (admins) — the sign-ins that proved that email also open the admin:
 * `{ acknowledged, modifiedCount }`, 0 when they already did; 404 for an unknown email. Made as on
 * the make-admin screen, with the least role (order staff: the original knew no roles) and listed
 * there, so it can be undone there; an existing admin keeps their roles.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const { email } = req.validatedBody as MakeAdmin
  const { result } = await makeAdminWorkflow(req.scope).run({ input: { email, newAdminRole: "order_staff" } })
  res.json({ acknowledged: true, modifiedCount: result.already_admin ? 0 : 1 })
}
