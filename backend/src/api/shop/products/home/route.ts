import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryCompatProducts } from "../../../../compat/queries/products"

/** How many products the original server answered for the home page (`limit(8)`). */
const HOME_PRODUCTS = 8

/** GET /shop/products/home — the latest products, newest first: `[product]`. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await queryCompatProducts(req.scope, { take: HOME_PRODUCTS }))
}
