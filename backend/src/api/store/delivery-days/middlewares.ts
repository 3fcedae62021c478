import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"

/** bd-commerce's delivery days (shown on every product page): public, kept. */
export const storeDeliveryDaysMiddlewares: MiddlewareRoute[] = [{ method: ["GET"], matcher: "/store/delivery-days", middlewares: [cacheTags([TAG.config])] }]
