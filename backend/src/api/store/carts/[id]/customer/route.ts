import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { transferCartWorkflow } from "../../../../../workflows/cart/transfer-cart"

/**
 * POST /store/carts/:id/customer — Medusa's cart transfer, answered as Medusa does (`{ cart }`,
 * with its `fields` parameter), run through the shop's workflow: the open guest cart becomes the
 * signed-in customer's and keeps its id, and their own shopping cart, if any, is merged into it
 * (workflows/cart/transfer-cart.ts). Medusa's own middlewares (sign-in, body) still apply.
 */
export async function POST(req: AuthenticatedMedusaRequest<{ additional_data?: Record<string, unknown> }>, res: MedusaResponse) {
  await transferCartWorkflow(req.scope).run({
    input: { id: req.params.id, customer_id: req.auth_context.actor_id, additional_data: req.validatedBody?.additional_data },
  })
  res.json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
