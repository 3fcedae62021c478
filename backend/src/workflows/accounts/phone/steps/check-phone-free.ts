import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { PHONE_OTP_PROVIDER_ID } from "../../rules/phone-sign-in"
import { phoneRefusal } from "../refusals"

/**
 * A number added to an account must be no other account's sign-in (409, saying nor whose) and not
 * already this one's. Only sign-in numbers count: a phone typed on a profile or an address is contact data.
 */
export const checkPhoneFreeStep = createStep("check-phone-free", async (input: { number: string; auth_identity_id: string }, { container }) => {
  const [holder] = await container.resolve(Modules.AUTH).listProviderIdentities({ entity_id: input.number, provider: PHONE_OTP_PROVIDER_ID })
  if (holder) throw phoneRefusal(holder.auth_identity_id === input.auth_identity_id ? "phone_already_yours" : "phone_taken")
  return new StepResponse(true)
})
