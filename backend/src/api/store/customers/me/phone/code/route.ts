import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPhoneCodeWorkflow } from "../../../../../../workflows/accounts/phone/workflows"
import { answeringPhoneRefusals, type PhoneCodeRequest } from "../../../../../utils/phone-sign-in"

/**
 * POST /store/customers/me/phone/code { phone, lang? } — a code by SMS to add the number to the
 * signed-in account. 409 when the number signs in to another account (not saying which) or to
 * this one already; else as POST /auth/customer/phone-otp/code.
 */
export async function POST(req: AuthenticatedMedusaRequest<PhoneCodeRequest>, res: MedusaResponse) {
  await answeringPhoneRefusals(res, async () => {
    const { phone, lang = "en" } = req.validatedBody
    const { result } = await sendPhoneCodeWorkflow(req.scope).run({
      input: { phone, lang, ip: req.ip, holder: req.auth_context.auth_identity_id },
    })
    res.json(result)
  })
}
