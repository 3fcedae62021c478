import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { PHONE_OTP_PROVIDER_ID } from "../../rules/phone-sign-in"

/**
 * The number becomes a way into the account: a phone-otp sign-in on the account's own auth
 * identity, replacing the number it had (an account has one sign-in number). Medusa keeps one
 * provider identity per number and provider (unique index), so a number taken a moment earlier
 * by another account fails here rather than opening two accounts.
 */
export const attachPhoneSignInStep = createStep(
  "attach-phone-sign-in",
  async (input: { number: string; auth_identity_id: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const previous = await auth.listProviderIdentities({ auth_identity_id: input.auth_identity_id, provider: PHONE_OTP_PROVIDER_ID })
    if (previous.length) await auth.deleteProviderIdentities(previous.map(({ id }) => id))
    const [made] = await auth.createProviderIdentities([{ auth_identity_id: input.auth_identity_id, provider: PHONE_OTP_PROVIDER_ID, entity_id: input.number }])
    return new StepResponse(made, { made: made.id, previous: previous.map(({ entity_id }) => entity_id), auth_identity_id: input.auth_identity_id })
  },
  async (undo, { container }) => {
    if (!undo) return
    const auth = container.resolve(Modules.AUTH)
    await auth.deleteProviderIdentities([undo.made])
    if (undo.previous.length) {
      await auth.createProviderIdentities(
        undo.previous.map((entity_id) => ({ auth_identity_id: undo.auth_identity_id, provider: PHONE_OTP_PROVIDER_ID, entity_id }))
      )
    }
  }
)
