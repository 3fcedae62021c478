import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cancelOwnOrderWorkflow } from "../../../../../workflows/orders/cancel-own-order"

/**
 * POST /store/orders/:id/cancel — the customer cancels their own order until it ships
 * (workflows/orders/cancel-own-order.ts): `{ order }` with the fields of GET /store/orders/:id
 * (and its `fields` parameter), also when it was canceled already. Shipped → 409; someone
 * else's order → 404 (the route's ownership middleware); a visitor → 401.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await cancelOwnOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, customer_id: req.auth_context.actor_id } })
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: req.queryConfig.fields,
    filters: { id: req.params.id },
  })
  res.json({ order: data[0] })
}
