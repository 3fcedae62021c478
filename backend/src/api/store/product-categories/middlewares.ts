import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's category routes: public reads, kept by the shop's edge and the page cache. */
export const storeProductCategoriesMiddlewares: MiddlewareRoute[] = onEach(
  ["/store/product-categories", "/store/product-categories/:id"],
  [cacheTags([TAG.categories])],
  ["GET"]
)
