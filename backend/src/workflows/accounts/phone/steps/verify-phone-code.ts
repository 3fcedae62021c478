import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { AuthIdentityDTO } from "@medusajs/framework/types"
import { verifyAddRequest } from "@chaka/bd-commerce/api"
import { PHONE_OTP_PROVIDER_ID, phoneCodeLockKey } from "../../rules/phone-sign-in"
import { phoneRefusal } from "../refusals"

export type VerifyPhoneCodeInput = {
  number: string
  code: string
  /** Adding the number to this signed-in account (its auth identity); absent: signing in. */
  holder?: string
}

/**
 * The code checked by the phone-otp provider, under a lock on the number so parallel guesses
 * spend one try each. Signing in: the number's sign-in (made on its first use). A code that does
 * not fit, for whatever reason, is one refusal (401 signing in; 400 when adding, so a signed-in
 * shopper is not taken for signed out).
 */
export const verifyPhoneCodeStep = createStep("verify-phone-code", async (input: VerifyPhoneCodeInput, { container }) => {
  const auth = container.resolve(Modules.AUTH)
  const body = { phone: input.number, code: input.code }
  const result = await container
    .resolve(Modules.LOCKING)
    .execute(phoneCodeLockKey(input.number), () =>
      auth.authenticate(PHONE_OTP_PROVIDER_ID, (input.holder ? verifyAddRequest(input.holder, body) : { body }) as never)
    )
  if (!result.success) throw phoneRefusal("phone_code_refused")
  return new StepResponse((result.authIdentity ?? null) as AuthIdentityDTO | null)
})
