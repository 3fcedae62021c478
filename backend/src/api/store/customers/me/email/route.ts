import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addEmailSignInWorkflow } from "../../../../../workflows/accounts/add-email-sign-in"
import { ADD_EMAIL_REFUSALS, asAddEmailRefusal } from "../../../../../workflows/accounts/rules/add-email-refusals"
import type { StoreAddEmail } from "./validators"

/**
 * POST /store/customers/me/email { email, password } — an account made with a mobile number gets
 * an email and a password to sign in with too (workflows/accounts/add-email-sign-in.ts): `{ customer }`.
 * A refusal answers its status with `{ type, code, message }` (the storefront words the code).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreAddEmail>, res: MedusaResponse) {
  const { email, password } = req.validatedBody
  try {
    const { result: customer } = await addEmailSignInWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id, email, password } })
    res.json({ customer })
  } catch (error) {
    const refusal = asAddEmailRefusal(error)
    if (!refusal) throw error
    const { status, type } = ADD_EMAIL_REFUSALS[refusal.code]
    res.status(status).json({ type, code: refusal.code, message: refusal.message })
  }
}
