import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { customerByEmail } from "../rules/sign-in-email"
import { normaliseEmail } from "../../../modules/emailpass-normalised/emails"
import { messages } from "../../../lib/messages"

export const bindAccountEmailStepId = "bind-account-email"
/**
 * The rule for every customer account the shop creates (Medusa's POST /store/customers,
 * PUT /shop/users, the OpenID sign-in), after checkOwnEmailStep: its email is the email the
 * sign-in proved, trimmed and in lower case (a sign-in that proved none makes no account). An
 * email that already has an account (any letter case, opened by a sign-in that proved it) is
 * refused, so no second account can shadow the first; a record someone else made with this email
 * before the rule does not lock its owner out (the boot check reports it).
 */
export const bindAccountEmailStep = createStep(bindAccountEmailStepId, async (proven: string | null, { container }) => {
  if (!proven) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.accountSignInWithoutEmail)
  const email = normaliseEmail(proven)
  if (await customerByEmail(container, email)) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, messages.accountEmailTaken)
  return new StepResponse(email)
})
