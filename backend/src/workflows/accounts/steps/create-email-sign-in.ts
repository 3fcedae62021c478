import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { addEmailRefusal, isUniqueViolation } from "../rules/add-email-refusals"

export const createEmailSignInStepId = "create-email-sign-in"
/**
 * A new email-and-password sign-in, made by the shop's emailpass provider itself (its register:
 * the password hashed as at sign-up, the email normalised, the register rules met). An email
 * registered a moment after checkEmailAddableStep looked is refused there ("already exists"):
 * answered as taken — unless that sign-in has no account yet and the very same password, which
 * Medusa's register answers with it (only its maker can know that password). Undone by deleting
 * the sign-in (its password goes with it).
 */
export const createEmailSignInStep = createStep(
  createEmailSignInStepId,
  async (input: { email: string; password: string }, { container }) => {
    const registered = await container.resolve(Modules.AUTH).register("emailpass", { body: { email: input.email, password: input.password } })
    if (!registered.success || !registered.authIdentity) {
      throw isUniqueViolation({ message: registered.error }) ? addEmailRefusal("email_taken") : addEmailRefusal("password_invalid", registered.error)
    }
    return new StepResponse(registered.authIdentity, registered.authIdentity.id)
  },
  async (authIdentityId, { container }) => {
    if (!authIdentityId) return
    await container.resolve(Modules.AUTH).deleteAuthIdentities([authIdentityId])
  }
)
