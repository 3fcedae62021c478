import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgetsEverything, neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { CreateShopProduct, SaveShopProductTranslations, UpdateShopProduct } from "../../../workflows/products/validators"
import { SaveProductFacts } from "../../../workflows/products/facts/rules"

/** Products as the admin adds them: a change shows in every listing, so it forgets everything. */
export const adminShopProductsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/shop-products", middlewares: [validateBody(CreateShopProduct)] },
  { method: ["POST"], matcher: "/admin/shop-products/:id", middlewares: [validateBody(UpdateShopProduct)] },
  { method: ["POST"], matcher: "/admin/shop-products/:id/translations", middlewares: [validateBody(SaveShopProductTranslations)] },
  { method: ["POST"], matcher: "/admin/shop-products/:id/facts", middlewares: [validateBody(SaveProductFacts)] },
  ...onEach(["/admin/shop-products", "/admin/shop-products/:id", "/admin/shop-products/:id/facts"], [neverKept], ["GET"]),
  ...onEach(
    ["/admin/shop-products", "/admin/shop-products/:id", "/admin/shop-products/:id/translations", "/admin/shop-products/:id/facts"],
    [forgetsEverything],
    ["POST"]
  ),
]
