import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { catalogueShop, listCatalogue, type CatalogueList, type CatalogueParams } from "../../../../workflows/catalogue/rules"
import { tagSalesAnswer } from "../../../../workflows/catalogue/rules/units-sold"

/**
 * GET /store/catalogue/products — the /shop page's listing: published products of the key's
 * sales channel, filtered by brand, type, price, category (with its sub-categories) and search
 * text, sorted and paged in the database. The query is validated by validateQuery(CatalogueQuery)
 * (api/middlewares.ts).
 */
export async function GET(req: MedusaStoreRequest<unknown, CatalogueParams>, res: MedusaResponse<CatalogueList>) {
  if (req.validatedQuery.order === "best_selling") tagSalesAnswer(res)
  res.json(await listCatalogue(req.scope, catalogueShop(req), req.validatedQuery))
}
