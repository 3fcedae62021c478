import { allowFields, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { retrieveTransformQueryConfig as storeOrderFields } from "@medusajs/medusa/api/store/orders/query-config"
import { StoreGetOrderParams } from "@medusajs/medusa/api/store/orders/validators"
import { forgets } from "@chaka/kit"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { fromParam, ownedBy } from "../../utils/owned-by"

const ownOrder = ownedBy("order", fromParam)

/** A customer's orders: Medusa's routes and the shop's cancel. Only the customer an order belongs to reads or changes it. */
export const storeOrdersMiddlewares: MiddlewareRoute[] = [
  ...[
    "/store/orders/:id",
    "/store/orders/:id/cancel",
    "/store/orders/:id/transfer/request",
    "/store/orders/:id/transfer/accept",
    "/store/orders/:id/transfer/decline",
    "/store/orders/:id/transfer/cancel",
  ].map((matcher) => ({ matcher, middlewares: [ownOrder] })),
  // What the storefront reads of an order's life (@chaka/rules orderLife: `fields=+metadata,
  // canceled_at,status,*fulfillments,*fulfillments.labels`), which Medusa's store query config
  // leaves out of a single order. Global (no method): Medusa reads the allowed fields before a
  // method's middlewares run.
  ...["/store/orders", "/store/orders/:id", "/store/orders/:id/cancel"].map((matcher) => ({
    matcher,
    // How it was paid (cash on delivery, or bKash and its trxID): `payment_collections.payments.provider_id,payment_collections.payments.data`.
    middlewares: [
      allowFields("metadata", "canceled_at", "fulfillments.labels", "payment_collections.payments.provider_id", "payment_collections.payments.data"),
    ],
  })),
  { method: ["POST"], matcher: "/store/orders/:id/cancel", middlewares: [validateAndTransformQuery(StoreGetOrderParams, storeOrderFields)] },
  ...onEach(["/store/orders", "/store/orders/:id"], [neverKept], ["GET"]),
  // A customer canceling their order: its order.canceled event forgets its products.
  ...onEach(["/store/orders/:id/cancel"], [forgets([])], ["POST"]),
]
