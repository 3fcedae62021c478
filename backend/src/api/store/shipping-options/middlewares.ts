import type { MiddlewareRoute } from "@medusajs/framework/http"
import { fromBody, fromQuery, ownedBy } from "../../utils/owned-by"

/**
 * Medusa's shipping options for a cart (listed, a calculated price): for the cart's own customer,
 * or for whoever holds an open guest cart's id (a standard storefront's checkout before sign-in).
 * Their answer is the shop's delivery options and prices: nothing of anyone's.
 */
export const storeShippingOptionsMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/store/shipping-options", middlewares: [ownedBy("cart", fromQuery("cart_id"), { visitorCarts: true })] },
  { method: ["POST"], matcher: "/store/shipping-options/:id/calculate", middlewares: [ownedBy("cart", fromBody("cart_id"), { visitorCarts: true })] },
]
