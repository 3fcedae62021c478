import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "../../api/store/catalogue/validators"
import { requireAdmin } from "../auth"
import { compatProductFiles, validateCompatProduct } from "./products-upload"
import { CompatProductsQuery, CreateCompatProduct, UpdateCompatProduct } from "../validators/products"

/**
 * Middlewares of the compatibility API's products routes (validation, roles). Writes are for
 * admins, checked before the multipart body is read; every field and picture is checked
 * before the route runs, so refused input writes nothing.
 */
export const productsMiddlewares: MiddlewareRoute[] = [
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
]
