import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { customerByEmail, signInEmailOf } from "../../../lib/accounts/sign-in-email"
import { normaliseEmail } from "../../../lib/emails"
import { messages } from "../../../lib/messages"

export type BindAccountEmailInput = {
  auth_identity_id: string
  /** What the request asked for, if anything: it must be the sign-in's own email (any letter case). */
  email?: string | null
}

export const bindAccountEmailStepId = "bind-account-email"
/**
 * The rule for every customer account the shop creates (Medusa's POST /store/customers,
 * PUT /shop/users, the OpenID sign-in): its email is the email the sign-in proved — the
 * password sign-in's email or the verified email of the OpenID account — trimmed and in lower
 * case. A request asking for another email is refused (403); the same email in other letter
 * case is accepted and stored normalised. An email that already has an account (any letter
 * case, opened by a sign-in that proved it) is refused too, so no second account can shadow the
 * first; a record someone else made with this email before the rule does not lock its owner out
 * (the boot check reports it).
 */
export const bindAccountEmailStep = createStep(bindAccountEmailStepId, async (input: BindAccountEmailInput, { container }) => {
  const proven = await signInEmailOf(container, input.auth_identity_id)
  if (!proven) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.accountSignInWithoutEmail)
  const email = normaliseEmail(proven)
  if (typeof input.email === "string" && normaliseEmail(input.email) !== email) {
    throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.accountEmailNotYours)
  }
  if (await customerByEmail(container, email)) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, messages.accountEmailTaken)
  return new StepResponse(email)
})
