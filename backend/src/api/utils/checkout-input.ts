import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { normaliseEmail } from "../../workflows/accounts/rules/emailpass"
import type { CheckoutInput } from "../../workflows/checkout/prepare-checkout"
import type { StorePlaceOrder } from "../../workflows/checkout/validators"

/**
 * What "Place order" and "Pay with bKash" prepare the cart with: the address from the body, the
 * recipient's name as given or else the customer's own (an empty field is no name), and the email
 * the sign-in proved (emails are bound to sign-ins: workflows/accounts), never one a body names;
 * the language the order is placed in, when the body says it.
 */
export async function checkoutInput(req: AuthenticatedMedusaRequest<StorePlaceOrder>): Promise<CheckoutInput> {
  const { shipping_address, locale, expected_total } = req.validatedBody
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id, { select: ["email", "first_name", "last_name"] })
  const { country_code: _country, first_name: givenFirst, last_name: givenLast, ...address } = shipping_address
  const first_name = givenFirst?.trim() || customer.first_name || undefined
  const last_name = givenLast?.trim() || customer.last_name || undefined
  return {
    cart_id: req.params.id,
    email: normaliseEmail(customer.email ?? ""),
    shipping_address: { ...address, ...(first_name ? { first_name } : {}), ...(last_name ? { last_name } : {}) },
    ...(locale ? { locale } : {}),
    ...(expected_total !== undefined ? { expected_total } : {}),
  }
}
