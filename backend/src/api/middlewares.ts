import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import cors from "cors"
import { MakeAdmin } from "./admin/make-admin/validators"
import { shopErrorHandler } from "./utils/error-handler"
import { fromBody, fromParam, fromQuery, ownedBy, requireCustomer } from "./utils/owned-by"
import { validateBody } from "./utils/validate-body"
import { validateCatalogueQuery } from "./store/catalogue/validators"

let storefrontCors: ReturnType<typeof cors> | undefined

// Medusa adds CORS to /store, /admin and /auth only; /storefront/* is read by the storefront
// with the same allowed origins as /store.
function storefrontCorsMiddleware(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!storefrontCors) {
    const { storeCors } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http
    storefrontCors = cors({ origin: parseCorsOrigins(storeCors) })
  }
  return storefrontCors(req, res, next)
}

const ownCart = ownedBy("cart", fromParam)
const ownOrder = ownedBy("order", fromParam)

/** Every store route that reads or changes a cart or an order by its id. */
const privacy = [
  { method: ["POST" as const], matcher: "/store/carts", middlewares: [requireCustomer] },
  ...[
    "/store/carts/:id",
    "/store/carts/:id/complete",
    "/store/carts/:id/customer",
    "/store/carts/:id/line-items",
    "/store/carts/:id/line-items/:line_id",
    "/store/carts/:id/promotions",
    "/store/carts/:id/shipping-methods",
    "/store/carts/:id/taxes",
  ].map((matcher) => ({ matcher, middlewares: [ownCart] })),
  ...[
    "/store/orders/:id",
    "/store/orders/:id/transfer/request",
    "/store/orders/:id/transfer/accept",
    "/store/orders/:id/transfer/decline",
    "/store/orders/:id/transfer/cancel",
  ].map((matcher) => ({ matcher, middlewares: [ownOrder] })),
  { method: ["POST" as const], matcher: "/store/payment-collections", middlewares: [ownedBy("cart", fromBody("cart_id"))] },
  {
    method: ["POST" as const],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [ownedBy("payment_collection", fromParam)],
  },
  { method: ["GET" as const], matcher: "/store/shipping-options", middlewares: [ownedBy("cart", fromQuery("cart_id"))] },
  {
    method: ["POST" as const],
    matcher: "/store/shipping-options/:id/calculate",
    middlewares: [ownedBy("cart", fromBody("cart_id"))],
  },
  { method: ["POST" as const], matcher: "/store/returns", middlewares: [ownedBy("order", fromBody("order_id"))] },
]

export default defineMiddlewares({
  errorHandler: shopErrorHandler,
  routes: [
    { matcher: "/storefront/*", middlewares: [storefrontCorsMiddleware] },
    ...privacy,
    { method: ["POST"], matcher: "/admin/make-admin", middlewares: [validateBody(MakeAdmin)] },
    { method: ["GET"], matcher: "/store/catalogue/products", middlewares: [validateCatalogueQuery] },
  ],
})
