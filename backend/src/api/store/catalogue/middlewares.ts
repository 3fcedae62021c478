import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { onEach, publicRoute } from "../../../lib/http/route-declarations"
import { validateCatalogueQuery, validateSearchOnwardQuery } from "./validators"

/** The catalogue's listing and its filters: public reads, kept by the shop's edge and the page cache. */
export const storeCatalogueMiddlewares: MiddlewareRoute[] = [
  ...onEach(["/store/catalogue/products", "/store/catalogue/facets", "/store/catalogue/search-onward"], [publicRoute, cacheTags([TAG.catalogue])], ["GET"]),
  { method: ["GET"], matcher: "/store/catalogue/products", middlewares: [validateCatalogueQuery] },
  { method: ["GET"], matcher: "/store/catalogue/search-onward", middlewares: [validateSearchOnwardQuery] },
  // One product's prices now (its sale's end among them): forgotten with the product, as its page is.
  { method: ["GET"], matcher: "/store/catalogue/products/:id/offers", middlewares: [publicRoute, cacheTags([], { products: true })] },
]
