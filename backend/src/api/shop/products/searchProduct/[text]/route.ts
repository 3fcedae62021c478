import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { searchCompatProducts } from "../../../../../compat/queries/products-read"

/** GET /shop/products/searchProduct/{text} — `[product]` whose name contains the text (any case). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await searchCompatProducts(req.scope, req.params.text))
}
