import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MakeAdmin } from "../../../admin/make-admin/validators"
import { makeAdminWorkflow } from "../../../../workflows/admins/make-admin"

/**
 * PUT /shop/users/admin `{ email }` (admins) — the sign-ins that proved that email also open the admin:
 * `{ acknowledged, modifiedCount }`, 0 when they already did; 404 for an unknown email.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await makeAdminWorkflow(req.scope).run({ input: { email: (req.validatedBody as MakeAdmin).email } })
  res.json({ acknowledged: true, modifiedCount: result.already_admin ? 0 : 1 })
}
