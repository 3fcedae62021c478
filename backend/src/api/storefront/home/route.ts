import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCategoryMenus, listOffers, listSliders } from "@chaka/content/api"
import { listCatalogue, storefrontCatalogueShop } from "../../../workflows/catalogue/rules"
import { tagSalesAnswer } from "../../../workflows/catalogue/rules/units-sold"

/** How many products the home page's "Latest products" shows. */
export const HOME_LATEST_PRODUCTS = 12
/** How many the "Best products" list shows: the best selling (ties: newest). */
export const HOME_BEST_PRODUCTS = 4

/**
 * GET /storefront/home — what the home page shows first (slider, offer tags, category menus,
 * latest products, best products = best selling) in one answer that needs no publishable key: the storefront's home loader
 * reads it in one trip, with no SDK set up first. The same lists as
 * /store/sliders, /store/offers, /store/category-menus and /store/catalogue/products;
 * revalidated on every visit so an admin's edit shows at once.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  // In the request's language (api/utils/locale.ts): the products' Bangla where translated.
  const shop = await storefrontCatalogueShop(req.scope, req.locale)
  const page = { brands: [], types: [], offset: 0 }
  const [sliders, offers, menus, latest, best] = await Promise.all([
    listSliders(req),
    listOffers(req),
    listCategoryMenus(req),
    listCatalogue(req.scope, shop, { ...page, order: "newest", limit: HOME_LATEST_PRODUCTS }),
    listCatalogue(req.scope, shop, { ...page, order: "best_selling", limit: HOME_BEST_PRODUCTS }),
  ])
  res.setHeader("Cache-Control", "no-cache")
  tagSalesAnswer(res)
  res.json({ ...sliders, ...offers, ...menus, latest_products: latest.products, best_products: best.products })
}
