import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { randomCompatProducts } from "../../../../../compat/products-read"
import { parseRandomCount } from "../../../../../compat/products-validators"

/** GET /shop/products/rendom/{n} (sic, the original's path) — `[product]`, n picked at random (1 to 50). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await randomCompatProducts(req.scope, parseRandomCount(req.params.n)))
}
