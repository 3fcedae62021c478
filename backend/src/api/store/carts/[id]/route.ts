import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { updateVisitorCartWorkflow } from "../../../../workflows/cart/update-visitor-cart"

/**
 * POST /store/carts/:id — Medusa's cart update, answered as Medusa does (`{ cart }`, with its
 * `fields` parameter), run through the shop's workflow so an email typed on a guest's cart keeps
 * it a guest's (workflows/cart/update-visitor-cart.ts). Medusa's body validation and the shop's
 * middlewares still apply; GET stays Medusa's.
 */
export async function POST(req: MedusaRequest<Omit<UpdateCartWorkflowInputDTO, "id">>, res: MedusaResponse) {
  await updateVisitorCartWorkflow(req.scope).run({ input: { ...req.validatedBody, id: req.params.id } })
  res.status(200).json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
