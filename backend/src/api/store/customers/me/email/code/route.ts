import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendAddEmailCodeWorkflow } from "../../../../../../workflows/accounts/add-email-code"
import { answeringAddEmailRefusals } from "../answer-refusals"
import type { StoreAddEmailCode } from "../validators"

/**
 * POST /store/customers/me/email/code { lang? } — an SMS code to the number the caller signed in
 * with, which POST /store/customers/me/email then asks for: `{ sent: true, phone }` (01XXXXXXXXX).
 * 400 email_already_set or phone_missing (nothing sent); 429 over the phone sign-in's code limits.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreAddEmailCode>, res: MedusaResponse) {
  await answeringAddEmailRefusals(res, async () => {
    const { actor_id: customer_id, auth_identity_id } = req.auth_context
    const { result } = await sendAddEmailCodeWorkflow(req.scope).run({
      input: { customer_id, auth_identity_id, lang: req.validatedBody.lang ?? "en", ip: req.ip },
    })
    res.json(result)
  })
}
