import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryCompatProducts } from "../../../../compat/products"

/** How many products the original home page's "latest products" received. */
const HOME_PRODUCTS = 12

/** GET /shop/products/home — the latest products, newest first: `[product]`. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await queryCompatProducts(req.scope, { take: HOME_PRODUCTS }))
}
