import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { catalogueFacets, catalogueShop, type CatalogueFacets } from "../../../../workflows/catalogue/rules"

/** GET /store/catalogue/facets — the /shop page's sidebar: brands and types with counts, the price span. */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<CatalogueFacets>) {
  res.json(await catalogueFacets(req.scope, catalogueShop(req)))
}
