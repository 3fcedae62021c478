import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { CODE_TTL_SECONDS, issueRequest, newCode, phoneOtpMessages } from "@chaka/bd-commerce/api"
import { textsFor } from "../../../../modules/notification-templates/languages"
import type { ShopLanguage } from "../../../../lib/languages/shop-language"
import { PHONE_OTP_PROVIDER_ID } from "../../rules/phone-sign-in"

export type SendPhoneCodeInput = {
  number: string
  lang: ShopLanguage
  /** Adding the number to this signed-in account (its auth identity); absent: signing in. */
  holder?: string
}

export const PHONE_CODE_TEMPLATE = "phone-otp-code"

/**
 * Makes a code, has the phone-otp provider keep its hash (replacing the number's last code), and
 * sends it by SMS in the shopper's language. One step, so the code itself is never a step's
 * result (those are kept by the workflow engine) nor a notification's stored data: it travels only
 * in the message's text.
 */
export const sendPhoneCodeStep = createStep("send-phone-code", async (input: SendPhoneCodeInput, { container }) => {
  const code = newCode()
  const purpose = input.holder ? { purpose: "add" as const, holder: input.holder } : { purpose: "sign-in" as const }
  const kept = await container.resolve(Modules.AUTH).updateProvider(PHONE_OTP_PROVIDER_ID, issueRequest({ number: input.number, code, ...purpose }))
  if (!kept.success) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, kept.error ?? "The code could not be kept")
  const text = phoneOtpMessages.codeSms[input.lang](textsFor(input.lang).shopName, code, CODE_TTL_SECONDS / 60)
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: input.number,
    channel: "sms",
    template: PHONE_CODE_TEMPLATE,
    content: { text },
    data: { language: input.lang },
  })
  return new StepResponse({ sent: true as const })
})
