import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { PHONE_OTP_PROVIDER_ID } from "../../rules/phone-sign-in"
import { phoneRefusal } from "../refusals"

/**
 * A number added to an account must be no other account's sign-in (409, saying nor whose) and not
 * already this one's. Only sign-in numbers count: a phone typed on a profile or an address is contact data.
 *
 * And the account must have no sign-in number yet: replacing one needs more than a session. A
 * session held for a moment (a shared phone) could otherwise move a phone-only account to the
 * holder's number, lock the owner out, and through add-email give it the holder's password.
 * Changing a sign-in number goes through the shop (409 phone_sign_in_set).
 */
export const checkPhoneFreeStep = createStep("check-phone-free", async (input: { number: string; auth_identity_id: string }, { container }) => {
  const auth = container.resolve(Modules.AUTH)
  const [holder] = await auth.listProviderIdentities({ entity_id: input.number, provider: PHONE_OTP_PROVIDER_ID })
  if (holder) throw phoneRefusal(holder.auth_identity_id === input.auth_identity_id ? "phone_already_yours" : "phone_taken")
  const [own] = await auth.listProviderIdentities({ auth_identity_id: input.auth_identity_id, provider: PHONE_OTP_PROVIDER_ID })
  if (own) throw phoneRefusal("phone_sign_in_set")
  return new StepResponse(true)
})
