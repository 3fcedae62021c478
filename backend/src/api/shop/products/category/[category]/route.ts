import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { compatProductsInCategory } from "../../../../../compat/queries/products-read"

/**
 * GET /shop/products/category/{category} — `[product]` of the category or sub-category so named
 * ("Mountain-Bike" is "Mountain Bike"), those below it included; unknown → [].
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatProductsInCategory(req.scope, req.params.category))
}
