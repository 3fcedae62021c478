import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { callerOf } from "../../../compat/auth"
import { namesOf } from "../../../compat/shapes/user"
import { customerTokenFor } from "../../../compat/queries/users"
import type { CompatUpsertUser } from "../../../compat/validators/users-orders"
import { upsertCompatUserWorkflow } from "../../../compat/workflows/upsert-user"
import { mfaClaimsFor } from "../../../workflows/accounts/rules/admin-mfa"

/**
 * PUT /shop/users `{ displayName, email, imgUrl, imgId }` — the original's upsert after every
 * sign-in: `{ acknowledged, modifiedCount, upsertedId, token }`. The email must be the one the
 * sign-in proved (403). The first call creates the customer for this sign-in, later ones update
 * the name (a null displayName, sent right after an email sign-up, keeps it).
 * `token` names the customer (use it from now on). `upsertedId` answers a sign-up token (one that
 * names no customer yet): the customer made for it — by this call, or by the same call sent
 * before, whose answer the client never got — so a retried sign-up gets the same answer.
 * A sign-in with a second factor switched on that the caller's token has not passed is refused
 * (401) before anything is written: the token would open the account without the factor.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const caller = callerOf(req)!
  const { auth_context } = req as AuthenticatedMedusaRequest
  const body = req.validatedBody as CompatUpsertUser
  await mfaClaimsFor(req.scope, caller.auth_identity_id, auth_context)
  const { result } = await upsertCompatUserWorkflow(req.scope).run({
    input: {
      auth_identity_id: caller.auth_identity_id,
      customer_id: caller.customer_id,
      email: body.email,
      // No name yet (null or blank): create without one, or keep the one there is.
      names: body.displayName ? namesOf(body.displayName) : null,
    },
  })
  res.json({
    acknowledged: true,
    modifiedCount: result.modified ? 1 : 0,
    upsertedId: caller.customer_id ? null : result.customer_id,
    token: await customerTokenFor(req.scope, caller.auth_identity_id, auth_context),
  })
}
