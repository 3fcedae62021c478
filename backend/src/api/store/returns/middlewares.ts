import type { MiddlewareRoute } from "@medusajs/framework/http"
import { fromBody, ownedBy } from "../../utils/owned-by"

/** Medusa's returns: only of the customer's own order. */
export const storeReturnsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/returns", middlewares: [ownedBy("order", fromBody("order_id"))] },
]
