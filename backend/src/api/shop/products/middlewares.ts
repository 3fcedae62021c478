import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { requireAdmin } from "../../../compat/auth"
import { compatProductFiles, validateCompatProduct } from "../../../compat/middlewares/products-upload"
import { CompatProductsQuery, CreateCompatProduct, UpdateCompatProduct } from "../../../compat/validators/products"
import { forgetsEverything, onEach, publicRoute } from "../../../lib/http/route-declarations"
import { validateQuery } from "../../../lib/http/validate-query"

/**
 * The original's products: public reads, kept under the catalogue's tag (a product by id, or a
 * list of ids, under those products). Writes are for admins, checked before the multipart body
 * is read; every field and picture is checked before the route runs, so refused input writes
 * nothing. A product's change shows in every listing: it forgets everything.
 */
export const shopProductsMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/shop/products", middlewares: [validateQuery(CompatProductsQuery)] },
  {
    method: ["POST"],
    matcher: "/shop/products",
    middlewares: [requireAdmin, compatProductFiles, validateCompatProduct(CreateCompatProduct, { imagesRequired: true })],
  },
  {
    method: ["PUT"],
    matcher: "/shop/products",
    middlewares: [requireAdmin, compatProductFiles, validateCompatProduct(UpdateCompatProduct, { imagesRequired: false })],
  },
  { method: ["DELETE"], matcher: "/shop/products/:id", middlewares: [requireAdmin] },
  ...onEach(
    ["/shop/products", "/shop/products/home", "/shop/products/category/:category", "/shop/products/rendom/:n", "/shop/products/searchProduct/:text"],
    [publicRoute, cacheTags([TAG.catalogue])],
    ["GET"]
  ),
  { method: ["GET"], matcher: "/shop/products/:id", middlewares: [publicRoute, cacheTags([], { products: true })] },
  ...onEach(["/shop/products"], [forgetsEverything], ["POST", "PUT"]),
  ...onEach(["/shop/products/:id"], [forgetsEverything], ["DELETE"]),
]
