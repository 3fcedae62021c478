import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isAdminSignIn } from "../../../../../lib/admin-sign-in"

/**
 * GET /store/customers/me/admin — `{ admin: true }` when the signed-in customer's sign-in also
 * opens the admin, so the storefront shows its admin area. Read from the auth identity now,
 * not from the token, so a customer made admin sees it without signing in again.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ admin: await isAdminSignIn(req.scope, req.auth_context.auth_identity_id) })
}
