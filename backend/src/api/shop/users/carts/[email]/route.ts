import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { callerOf } from "../../../../../compat/auth"
import type { CompatCart } from "../../../../../compat/validators/users-orders"
import { shopPlaces } from "../../../../../workflows/products/rules/products"
import { setCompatCartWorkflow } from "../../../../../compat/workflows/set-cart"

/**
 * PUT /shop/users/carts/{email} `[{ id, quantity }]` — the customer's own Medusa shopping cart
 * then holds exactly these products: `{ acknowledged, modifiedCount }` (0 when it already did).
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const customerId = callerOf(req)!.customer_id!
  const { email } = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(customerId)
  const { sales_channel_id } = await shopPlaces(req.scope)
  const items = (req.validatedBody as CompatCart).map((item) => ({ product_id: item.id, quantity: item.quantity }))
  const { result } = await setCompatCartWorkflow(req.scope).run({ input: { customer_id: customerId, email, sales_channel_id, items } })
  res.json({ acknowledged: true, modifiedCount: result.changed ? 1 : 0 })
}
