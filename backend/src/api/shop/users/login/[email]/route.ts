import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { callerOf } from "../../../../../compat/auth"
import { customerTokenFor, queryCompatUser } from "../../../../../compat/queries/users"
import { isAdminSignIn } from "../../../../../workflows/accounts/rules/admin-sign-in"
import { compatMessages } from "../../../../../compat/messages"

/**
 * GET /shop/users/login/{email} — `{ user, token, admin, message }`, the original's "login"
 * after a sign-in: only for the person the request's token belongs to (checked by the
 * middlewares: 401 without a token, 403 for another email), 404 before they have a customer.
 * `token` is a fresh customer token for them, carrying their token's record of the second factor
 * (401 when a factor is switched on and not passed); `admin` whether their sign-in opens the admin.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const caller = callerOf(req)!
  // A sign-in without a customer yet (just registered): PUT /shop/users creates it first.
  if (!caller.customer_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, compatMessages.noCustomerWithEmail(req.params.email))
  res.json({
    user: await queryCompatUser(req.scope, caller.customer_id),
    token: await customerTokenFor(req.scope, caller.auth_identity_id, (req as AuthenticatedMedusaRequest).auth_context),
    admin: await isAdminSignIn(req.scope, caller.auth_identity_id),
    message: "",
  })
}
