import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { localSpelling } from "@chaka/bd-commerce/api"
import type { ShopLanguage } from "../../../lib/languages/shop-language"
import { attachPhoneSignInStep } from "./steps/attach-phone-sign-in"
import { checkPhoneFreeStep } from "./steps/check-phone-free"
import { checkPhoneNumberStep } from "./steps/check-phone-number"
import { ensurePhoneCustomerStep } from "./steps/ensure-phone-customer"
import { limitPhoneCodesStep } from "./steps/limit-phone-codes"
import { sendPhoneCodeStep } from "./steps/send-phone-code"
import { verifyPhoneCodeStep } from "./steps/verify-phone-code"

export type SendPhoneCodeWorkflowInput = {
  phone: string
  lang: ShopLanguage
  /** The caller's address, for the per-address limit. */
  ip?: string
  /** Adding the number to this signed-in account (its auth identity); absent: signing in. */
  holder?: string
}

export const sendPhoneCodeWorkflowId = "send-phone-code"
/**
 * A code by SMS (POST /auth/customer/phone-otp/code, POST /store/customers/me/phone/code): a valid
 * number, free to add when adding, within the limits; signing in, the same for a number with an
 * account or without (nothing is looked up).
 */
export const sendPhoneCodeWorkflow = createWorkflow(sendPhoneCodeWorkflowId, (input: SendPhoneCodeWorkflowInput) => {
  const number = checkPhoneNumberStep(transform({ input }, ({ input }) => input.phone))
  when("adding-a-number", { input }, ({ input }) => !!input.holder).then(() => {
    checkPhoneFreeStep(transform({ input, number }, ({ input, number }) => ({ number, auth_identity_id: input.holder! })))
  })
  limitPhoneCodesStep(transform({ input, number }, ({ input, number }) => ({ number, ip: input.ip })))
  const sent = sendPhoneCodeStep(transform({ input, number }, ({ input, number }) => ({ number, lang: input.lang, holder: input.holder })))
  return new WorkflowResponse(sent)
})

export type SignInWithPhoneInput = { phone: string; code: string; name?: string | null; lang?: ShopLanguage }

export const signInWithPhoneWorkflowId = "sign-in-with-phone"
/** The code checked, then the number's account (made on first use): answers the sign-in to name in a token. */
export const signInWithPhoneWorkflow = createWorkflow(signInWithPhoneWorkflowId, (input: SignInWithPhoneInput) => {
  const number = checkPhoneNumberStep(transform({ input }, ({ input }) => input.phone))
  const signIn = verifyPhoneCodeStep(transform({ input, number }, ({ input, number }) => ({ number, code: input.code })))
  const named = ensurePhoneCustomerStep(
    transform({ input, number, signIn }, ({ input, number, signIn }) => ({ auth_identity: signIn!, number, name: input.name, lang: input.lang }))
  )
  return new WorkflowResponse(named)
})

export type AddPhoneInput = { phone: string; code: string; customer_id: string; auth_identity_id: string }

export const addPhoneToCustomerWorkflowId = "add-phone-to-customer"
/** The code sent for adding checked, the number still free: it signs in to the account and is its phone. */
export const addPhoneToCustomerWorkflow = createWorkflow(addPhoneToCustomerWorkflowId, (input: AddPhoneInput) => {
  const number = checkPhoneNumberStep(transform({ input }, ({ input }) => input.phone))
  verifyPhoneCodeStep(transform({ input, number }, ({ input, number }) => ({ number, code: input.code, holder: input.auth_identity_id })))
  const owner = transform({ input, number }, ({ input, number }) => ({ number, auth_identity_id: input.auth_identity_id }))
  checkPhoneFreeStep(owner)
  attachPhoneSignInStep(owner)
  const updated = updateCustomersWorkflow.runAsStep({
    input: transform({ input, number }, ({ input, number }) => ({ selector: { id: input.customer_id }, update: { phone: localSpelling(number) } })),
  })
  return new WorkflowResponse(transform({ updated }, ({ updated }) => updated[0]))
})
