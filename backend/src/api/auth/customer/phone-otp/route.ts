import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { generateJwtTokenForAuthIdentity } from "@medusajs/medusa/api/auth/utils/generate-jwt-token"
import { messages } from "../../../../lib/messages"
import { PHONE_OTP_PROVIDER_ID } from "../../../../workflows/accounts/rules/phone-sign-in"
import { signInWithPhoneWorkflow } from "../../../../workflows/accounts/phone/workflows"
import { answeringPhoneRefusals, type PhoneSignIn } from "../../../utils/phone-sign-in"

/**
 * POST /auth/customer/phone-otp { phone, code, name?, lang? } — Medusa's authenticate answer
 * `{ token }`, the token naming the customer. Sign-up and sign-in in one: a number without an
 * account gets one (name, no email). In place of Medusa's /auth/:actor_type/:auth_provider for
 * this provider, whose sign-in would name no customer the first time.
 */
export async function POST(req: MedusaRequest<PhoneSignIn>, res: MedusaResponse) {
  await answeringPhoneRefusals(res, async () => {
    const { phone, code, name, lang } = req.validatedBody
    const { result: authIdentity } = await signInWithPhoneWorkflow(req.scope).run({ input: { phone, code, name, lang } })
    const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
    const token = await generateJwtTokenForAuthIdentity(
      { authIdentity, actorType: "customer", authProvider: PHONE_OTP_PROVIDER_ID, container: req.scope },
      { secret: http.jwtSecret!, expiresIn: http.jwtExpiresIn, options: http.jwtOptions }
    )
    res.json({ token })
  })
}

/** Medusa's route takes GET as well; a code travels in a POST body only. */
export async function GET() {
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.phoneSignInGetUnused)
}
