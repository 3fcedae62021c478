import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryCompatReviews } from "../../../../compat/queries/reviews"
import { customerByEmail } from "../../../../workflows/accounts/rules/sign-in-email"

/**
 * GET /shop/reviews/{email} (that customer, or an admin) — the reviews written by the customer
 * with this email, newest first, in the same shape as GET /shop/reviews; `[]` when the email has
 * no account (the original's answer for an email without reviews).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const customer = await customerByEmail(req.scope, req.params.email)
  res.json(customer ? await queryCompatReviews(req.scope, customer.id) : [])
}
