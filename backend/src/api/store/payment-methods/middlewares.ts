import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags } from "@chaka/kit"
import { publicRoute } from "../../../lib/http/route-declarations"

/** The ways to pay (cash on delivery, bKash when configured): set at boot, public, kept. */
export const storePaymentMethodsMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/payment-methods", middlewares: [publicRoute, cacheTags([TAG.config])] },
]
