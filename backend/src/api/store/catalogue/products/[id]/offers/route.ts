import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { catalogueShop } from "../../../../../../workflows/catalogue/rules"
import { productOffers, type ProductOffer } from "../../../../../../workflows/catalogue/rules/product-offers"

/**
 * GET /store/catalogue/products/:id/offers — the product's variants at the prices a cart charges
 * now, the regular price a sale lowers and when the sale ends (Medusa's store product route has
 * no sale end: the product page's JSON-LD reads it here). Public; kept per product by the edge.
 */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ offers: ProductOffer[] }>) {
  res.json({ offers: await productOffers(req.scope, catalogueShop(req), req.params.id) })
}
