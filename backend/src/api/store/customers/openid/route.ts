import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { signInWithOpenIdWorkflow } from "../../../../workflows/accounts/sign-in-with-openid"

/**
 * POST /store/customers/openid — called with the token of a verified OpenID sign-in (from
 * /auth/customer/google/callback): makes sure that sign-in opens a customer account, created
 * or linked by email the first time and synced every time. `{ customer_id, created }`; the
 * storefront then refreshes its token, which from now on carries the customer.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await signInWithOpenIdWorkflow(req.scope).run({
    input: { auth_identity_id: req.auth_context.auth_identity_id },
  })
  res.json(result)
}
