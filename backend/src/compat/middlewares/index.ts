import type { MiddlewareRoute } from "@medusajs/framework/http"
import { readCompatToken } from "../auth"
import { contentMiddlewares } from "./content"
import { productsMiddlewares } from "./products"
import { usersOrdersMiddlewares } from "./users-orders"

/**
 * The compatibility API (/shop/...): every call of the original shop (spec section 7), its
 * request and response shapes, translated to Medusa. The token is read on every route; each
 * group's file says which routes need a customer or an admin.
 */
export const compatMiddlewares: MiddlewareRoute[] = [
  { matcher: "/shop/*", middlewares: readCompatToken },
  ...productsMiddlewares,
  ...usersOrdersMiddlewares,
  ...contentMiddlewares,
]
