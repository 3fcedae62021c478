import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type CustomerOfSignInInput = {
  auth_identity_id: string
  /** The customer the caller's token names, or null for a sign-up token (issued before there was one). */
  customer_id: string | null
}

/**
 * The customer this sign-in opens: the one its token names, else the one the sign-in has been
 * linked to since the token was issued (Medusa keeps it in the auth identity's
 * `app_metadata.customer_id`), else null. A sign-up token never names a customer, even after the
 * upsert it was sent with made one: sent again (a retried request whose answer was lost), it
 * must find that customer rather than make a second one. Only this same sign-in's link counts;
 * another sign-in proving the same email finds none here, and the account rule refuses it.
 */
export const customerOfSignInStep = createStep("customer-of-sign-in", async (input: CustomerOfSignInInput, { container }) => {
  if (input.customer_id) return new StepResponse(input.customer_id)
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [input.auth_identity_id] }, { select: ["id", "app_metadata"] })
  const linked = identity?.app_metadata?.customer_id
  if (typeof linked !== "string" || !linked) return new StepResponse(null)
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: [linked], has_account: true }, { select: ["id"] })
  return new StepResponse(customer?.id ?? null)
})
