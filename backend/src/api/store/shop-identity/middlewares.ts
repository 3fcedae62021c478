import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { publicRoute } from "../../../lib/http/route-declarations"

/** The shop's identity (every page's header and footer): anyone's, kept until the owner changes it. */
export const storeShopIdentityMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/shop-identity", middlewares: [publicRoute, cacheTags([TAG.config])] },
]
