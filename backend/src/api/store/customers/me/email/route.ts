import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addEmailSignInWorkflow } from "../../../../../workflows/accounts/add-email-sign-in"
import { answeringAddEmailRefusals } from "./answer-refusals"
import type { StoreAddEmail } from "./validators"

/**
 * POST /store/customers/me/email { email, password, code } — an account made with a mobile number
 * gets an email and a password to sign in with too (workflows/accounts/add-email-sign-in.ts), once
 * the SMS code from POST .../email/code proves its number: `{ customer }`. A refusal answers its
 * status with `{ type, code, message }` (answer-refusals.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreAddEmail>, res: MedusaResponse) {
  await answeringAddEmailRefusals(res, async () => {
    const { email, password, code } = req.validatedBody
    const { actor_id: customer_id, auth_identity_id } = req.auth_context
    const { result: customer } = await addEmailSignInWorkflow(req.scope).run({ input: { customer_id, auth_identity_id, email, password, code } })
    res.json({ customer })
  })
}
