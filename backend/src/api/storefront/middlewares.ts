import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { publicRoute } from "../../lib/http/route-declarations"
import { storefrontCorsMiddleware } from "../utils/storefront-cors"

/** What the storefront reads in one trip: public, kept by the shop's edge and the page cache under these tags. */
export const storefrontMiddlewares: MiddlewareRoute[] = [
  { matcher: "/storefront/*", middlewares: [storefrontCorsMiddleware] },
  // Slides, offer tags, category menus and the latest products.
  { method: ["GET"], matcher: "/storefront/home", middlewares: [publicRoute, cacheTags([TAG.catalogue, TAG.sliders, TAG.offers, TAG.menus, TAG.categories])] },
  { method: ["GET"], matcher: "/storefront/config", middlewares: [publicRoute, cacheTags([TAG.config])] },
]
