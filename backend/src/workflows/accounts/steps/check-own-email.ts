import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sameEmail, signInEmailOf } from "../rules/sign-in-email"
import { messages } from "../../../lib/messages"

export type CheckOwnEmailInput = {
  auth_identity_id: string
  /** The email the request named, if any. */
  email?: string | null
}

/**
 * The shop's email rule, for every request that names an email for the caller (a new account,
 * PUT /shop/users, POST /shop/orders): it must be the email the sign-in proved — the password
 * sign-in's or the OpenID account's verified one — in any letter case; another is refused (403).
 * Answers the proven email (normalised), or null when the sign-in proved none and none was named.
 */
export const checkOwnEmailStep = createStep("check-own-email", async (input: CheckOwnEmailInput, { container }) => {
  const proven = await signInEmailOf(container, input.auth_identity_id)
  if (typeof input.email === "string" && !sameEmail(proven, input.email)) {
    throw proven
      ? new MedusaError(MedusaError.Types.FORBIDDEN, messages.accountEmailNotYours)
      : new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.accountSignInWithoutEmail)
  }
  return new StepResponse(proven)
})
