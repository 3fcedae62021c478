import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { normaliseEmail } from "../../../../../lib/accounts/emails"
import { placeOrderWorkflow } from "../../../../../workflows/checkout/place-order"
import type { StorePlaceOrder } from "./validators"

/**
 * POST /store/carts/:id/place-order — "Place order" in one request: the delivery address, Home
 * delivery, cash on delivery and the order (workflows/checkout/place-order.ts). `{ order }`, with
 * the fields of POST /store/carts/:id/complete (and its `fields` parameter). Sent again for a cart
 * already ordered (a lost answer), it answers the same order.
 */
export async function POST(req: AuthenticatedMedusaRequest<StorePlaceOrder>, res: MedusaResponse) {
  const { shipping_address } = req.validatedBody
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id, { select: ["email", "first_name", "last_name"] })
  const { country_code: _country, first_name: givenFirst, last_name: givenLast, ...address } = shipping_address
  // The recipient's name as given, else the customer's own (an empty field is no name).
  const first_name = givenFirst?.trim() || customer.first_name || undefined
  const last_name = givenLast?.trim() || customer.last_name || undefined
  const { result } = await placeOrderWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      // The email the sign-in proved (emails are bound to sign-ins: workflows/customers).
      email: normaliseEmail(customer.email ?? ""),
      shipping_address: { ...address, ...(first_name ? { first_name } : {}), ...(last_name ? { last_name } : {}) },
    },
  })
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: req.queryConfig.fields,
    filters: { id: result.order_id },
  })
  res.json({ order: data[0] })
}
