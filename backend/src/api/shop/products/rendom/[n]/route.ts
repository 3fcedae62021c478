import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { compatProductAt } from "../../../../../compat/queries/products-read"
import { parseProductPosition } from "../../../../../compat/validators/products"

/**
 * GET /shop/products/rendom/{n} (sic, the original's path) — `[product]`: the product at
 * position n (from 0) of GET /shop/products, or `[]` past the end.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatProductAt(req.scope, parseProductPosition(req.params.n)))
}
