import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { findCustomerCartId } from "../../../../../workflows/cart/rules/carts"

/**
 * GET /store/customers/me/cart — `{ cart }`: the signed-in customer's shopping cart (newest, not
 * completed, not a "Buy now" cart) with the fields of GET /store/carts/:id (and its `fields`
 * parameter), or `{ cart: null }`. Carts are linked to the customer, so it follows them to a
 * new device.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cartId = await findCustomerCartId(req.scope, req.auth_context.actor_id)
  res.json({ cart: cartId ? await refetchCart(cartId, req.scope, req.queryConfig.fields) : null })
}
