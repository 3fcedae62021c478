import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPhoneCodeWorkflow } from "../../../../../workflows/accounts/phone/workflows"
import { answeringPhoneRefusals, type PhoneCodeRequest } from "../../../../utils/phone-sign-in"

/**
 * POST /auth/customer/phone-otp/code { phone, lang? } — a sign-in code by SMS. `{ sent: true }`
 * for any Bangladeshi mobile number, with an account or not; 400 for anything else; 429 with
 * Retry-After over the limits (workflows/accounts/rules/phone-code-limits.ts).
 */
export async function POST(req: MedusaRequest<PhoneCodeRequest>, res: MedusaResponse) {
  await answeringPhoneRefusals(res, async () => {
    const { phone, lang = "en" } = req.validatedBody
    const { result } = await sendPhoneCodeWorkflow(req.scope).run({ input: { phone, lang, ip: req.ip } })
    res.json(result)
  })
}
