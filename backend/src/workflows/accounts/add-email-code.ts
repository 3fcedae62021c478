import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { localSpelling } from "@chaka/bd-commerce/api"
import type { ShopLanguage } from "../../lib/languages/shop-language"
import { limitPhoneCodesStep } from "./phone/steps/limit-phone-codes"
import { sendPhoneCodeStep } from "./phone/steps/send-phone-code"
import { addEmailCodeHolder } from "./rules/add-email-proof"
import { findSignInPhoneStep } from "./steps/find-sign-in-phone"

export type SendAddEmailCodeInput = { customer_id: string; auth_identity_id: string; lang: ShopLanguage; ip?: string }

export const sendAddEmailCodeWorkflowId = "send-add-email-code"
/**
 * A fresh SMS code to the number the caller signed in with (POST /store/customers/me/email/code),
 * which adding an email then asks for (add-email-sign-in.ts): a stolen session alone cannot give the
 * account a password. The phone sign-in's own code, limits (per number and address) and SMS.
 */
export const sendAddEmailCodeWorkflow = createWorkflow(sendAddEmailCodeWorkflowId, (input: SendAddEmailCodeInput) => {
  const number = findSignInPhoneStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, auth_identity_id: input.auth_identity_id })))
  limitPhoneCodesStep(transform({ input, number }, ({ input, number }) => ({ number, ip: input.ip })))
  sendPhoneCodeStep(transform({ input, number }, ({ input, number }) => ({ number, lang: input.lang, holder: addEmailCodeHolder(input.auth_identity_id) })))
  return new WorkflowResponse(transform({ number }, ({ number }) => ({ sent: true as const, phone: localSpelling(number) })))
})
