import type { MiddlewareRoute } from "@medusajs/framework/http"
import { readCompatToken } from "../../compat/auth"
import { compatWriteAnswers } from "../../compat/cache"
import { WRITES } from "../../lib/http/route-declarations"
import { storefrontCorsMiddleware } from "../utils/storefront-cors"
import { shopMenusMiddlewares } from "./menus/middlewares"
import { shopNewsMiddlewares } from "./news/middlewares"
import { shopOffersMiddlewares } from "./offers/middlewares"
import { shopOrdersMiddlewares } from "./orders/middlewares"
import { shopProductsMiddlewares } from "./products/middlewares"
import { shopReviewsMiddlewares } from "./reviews/middlewares"
import { shopSlidersMiddlewares } from "./sliders/middlewares"
import { shopUsersMiddlewares } from "./users/middlewares"

/**
 * The compatibility API (/shop/...): every call of the original shop (spec section 7), its
 * request and response shapes, translated to Medusa (src/compat). The storefront's CORS and the
 * token are read on every route, and the shop's edge learns to read its bodies on every write;
 * each resource's middlewares say who may call it, what it checks, what a read is kept under and
 * what a write forgets. Roles are checked before the body, so a refused caller learns nothing
 * about it.
 */
export const shopMiddlewares: MiddlewareRoute[] = [
  { matcher: "/shop/*", middlewares: [storefrontCorsMiddleware] },
  { matcher: "/shop/*", middlewares: readCompatToken },
  { method: WRITES, matcher: "/shop/*", middlewares: [compatWriteAnswers] },
  ...shopProductsMiddlewares,
  ...shopUsersMiddlewares,
  ...shopOrdersMiddlewares,
  ...shopReviewsMiddlewares,
  ...shopNewsMiddlewares,
  ...shopSlidersMiddlewares,
  ...shopOffersMiddlewares,
  ...shopMenusMiddlewares,
]
