import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { AuthIdentityDTO } from "@medusajs/framework/types"
import { localSpelling } from "@chaka/bd-commerce/api"
import type { ShopLanguage } from "../../../../lib/languages/shop-language"
import { CUSTOMER_LANGUAGE_KEY } from "../../rules/language"

export type EnsurePhoneCustomerInput = {
  auth_identity: AuthIdentityDTO
  number: string
  name?: string | null
  lang?: ShopLanguage
}

/**
 * Sign-up and sign-in are one step: a number's sign-in without a customer gets one now, with the
 * name given (or none: the profile asks), no email, the number as its phone, and the language
 * the shopper used; then the sign-in names it (app_metadata.customer_id, as Medusa's
 * createCustomerAccountWorkflow links an account). Answers the sign-in as it now is.
 */
export const ensurePhoneCustomerStep = createStep(
  "ensure-phone-customer",
  async (input: EnsurePhoneCustomerInput, { container }) => {
    const existing = input.auth_identity.app_metadata?.customer_id
    if (typeof existing === "string" && existing) return new StepResponse(input.auth_identity, null)
    const customer = await container.resolve(Modules.CUSTOMER).createCustomers({
      first_name: input.name?.trim() || null,
      phone: localSpelling(input.number),
      has_account: true,
      ...(input.lang ? { metadata: { [CUSTOMER_LANGUAGE_KEY]: input.lang } } : {}),
    })
    const auth = container.resolve(Modules.AUTH)
    const app_metadata = { ...(input.auth_identity.app_metadata ?? {}), customer_id: customer.id }
    const named = await auth.updateAuthIdentities({ id: input.auth_identity.id, app_metadata })
    return new StepResponse(named, { customer_id: customer.id, auth_identity_id: input.auth_identity.id, app_metadata: input.auth_identity.app_metadata ?? {} })
  },
  async (made, { container }) => {
    if (!made) return
    await container.resolve(Modules.AUTH).updateAuthIdentities({ id: made.auth_identity_id, app_metadata: made.app_metadata })
    await container.resolve(Modules.CUSTOMER).deleteCustomers(made.customer_id)
  }
)
