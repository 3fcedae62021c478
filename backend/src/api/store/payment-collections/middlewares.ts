import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"
import { fromBody, fromParam, ownedBy } from "../../utils/owned-by"
import { plainPaymentSession } from "../../utils/plain-payment-session"

/**
 * Medusa's payment routes: for the cart's own customer, or for whoever holds an open guest cart's
 * id (a standard storefront picks the way to pay before sign-in; the order still needs it). An
 * ordered cart's payment is the order's.
 */
export const storePaymentCollectionsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/payment-collections", middlewares: [ownedBy("cart", fromBody("cart_id"), { visitorCarts: true })] },
  {
    method: ["POST"],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [ownedBy("payment_collection", fromParam, { stillOpen: true, visitorCarts: true }), plainPaymentSession],
  },
  // A shopper's payment is shown nowhere public.
  ...onEach(["/store/payment-collections", "/store/payment-collections/*"], [forgets([])]),
]
