import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PHONE_OTP_PROVIDER_ID } from "../rules/phone-sign-in"
import { addEmailRefusal } from "../rules/add-email-refusals"

export type FindSignInPhoneInput = { customer_id: string; auth_identity_id: string }

export const findSignInPhoneStepId = "find-sign-in-phone"
/**
 * The number (8801XXXXXXXXX) the caller's own sign-in proved, to which a fresh code proves the
 * account holder is here before an email is added — not the customer's phone field, which the
 * profile form can change. Refused while the account has an email already (no code is sent for
 * nothing) or when its sign-in is no phone sign-in.
 */
export const findSignInPhoneStep = createStep(findSignInPhoneStepId, async (input: FindSignInPhoneInput, { container }) => {
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customer_id, { select: ["id", "email"] })
  if (customer.email) throw addEmailRefusal("email_already_set")
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [input.auth_identity_id] }, { relations: ["provider_identities"] })
  const phone = identity?.provider_identities?.find((provider) => provider.provider === PHONE_OTP_PROVIDER_ID)
  if (!phone?.entity_id) throw addEmailRefusal("phone_missing")
  return new StepResponse(phone.entity_id)
})
