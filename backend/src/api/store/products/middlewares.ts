import { allowFields, type MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"

/** Medusa's product routes: public reads, kept by the shop's edge and the page cache. */
export const storeProductsMiddlewares: MiddlewareRoute[] = [
  // The product page's brand line (the brand module's link, which Medusa's store query config leaves out).
  { matcher: "/store/products/:id", middlewares: [allowFields("brand.name")] },
  // The product page's spec table (modules/product-facts, through its read-only link).
  { matcher: "/store/products/:id", middlewares: [allowFields("product_facts", "product_facts.*")] },
  { method: ["GET"], matcher: "/store/products", middlewares: [cacheTags([TAG.catalogue])] },
  // A product page shows its product alone: an order forgets only the pages of what it bought.
  { method: ["GET"], matcher: "/store/products/:id", middlewares: [cacheTags([], { products: true })] },
]
