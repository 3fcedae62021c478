import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { makeAdminWorkflow } from "../../../workflows/admins/make-admin"
import type { MakeAdmin } from "./validators"

/** POST /admin/make-admin { email } — the person who signs in with this email (password or OpenID) becomes an admin. */
export async function POST(req: AuthenticatedMedusaRequest<MakeAdmin>, res: MedusaResponse) {
  const { result } = await makeAdminWorkflow(req.scope).run({ input: { email: req.validatedBody.email } })
  res.json({ user_id: result.user_id, created: result.created })
}
