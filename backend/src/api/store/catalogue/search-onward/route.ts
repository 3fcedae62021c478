import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { catalogueShop, searchOnward, type SearchOnward } from "../../../../workflows/catalogue/rules"
import { tagSalesAnswer } from "../../../../workflows/catalogue/rules/units-sold"

/**
 * GET /store/catalogue/search-onward?q= — where a search that found nothing leads: the
 * closest products (a typo mended, the other language's spelling), the categories and the best
 * sellers (workflows/catalogue/rules/search-onward.ts). Validated by validateSearchOnwardQuery.
 */
export async function GET(req: MedusaStoreRequest<unknown, { q: string }>, res: MedusaResponse<SearchOnward>) {
  // The best sellers change with every order, as the "best selling" listing does.
  tagSalesAnswer(res)
  res.json(await searchOnward(req.scope, catalogueShop(req), req.validatedQuery.q))
}
