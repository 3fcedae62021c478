import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isAdminSignIn } from "../../../../../workflows/accounts/rules/admin-sign-in"

/**
 * GET /store/customers/me/access — `{ admin: true }` when the signed-in customer's sign-in also
 * opens the admin, so the storefront shows its admin area. Read from the auth identity now,
 * not from the token, so a customer made admin sees it without signing in again.
 *
 * Not ".../me/admin": Medusa treats every route path ending in /admin as an admin route, so it
 * got the admin's CORS rules and browsers' preflight from the storefront failed.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ admin: await isAdminSignIn(req.scope, req.auth_context.auth_identity_id) })
}
