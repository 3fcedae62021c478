import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { compatProductsByIds } from "../../../../compat/queries/products-read"
import { parseProductIds } from "../../../../compat/validators/products"
import { messages } from "../../../../lib/messages"

/**
 * GET /shop/products/{id} — one product (unknown → 404); GET /shop/products/&&id1&&id2 —
 * `[product]` in that order, unknown or deleted ids left out (a cart may name a product
 * deleted since). Malformed list → 400.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { ids, list } = parseProductIds(req.params.id)
  const products = await compatProductsByIds(req.scope, ids, { skipMissing: list })
  res.json(list ? products : products[0])
}

/**
 * DELETE /shop/products/{id} (admin; the original's `imgId` header is ignored: Medusa keeps the
 * files, as its own product deletion does) — `{ acknowledged: true, deletedCount: 1 }`; unknown
 * id → 404.
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product", fields: ["id"], filters: { id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(id))
  await deleteProductsWorkflow(req.scope).run({ input: { ids: [id] } })
  res.json({ acknowledged: true, deletedCount: 1 })
}
