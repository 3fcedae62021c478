import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"

/** bd-commerce's divisions, districts and thanas (the address form's lists): public, kept. */
export const storeBangladeshMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/bangladesh/divisions", middlewares: [cacheTags([TAG.places])] },
]
