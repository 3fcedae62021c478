import type { MiddlewareRoute } from "@medusajs/framework/http"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateQuery } from "../../../lib/http/validate-query"
import { DayPapersQuery, OrderPaperQuery } from "../../../workflows/orders/papers/validators"
import { ShopOrderListQuery } from "./validators"

/** The shop's order lists and papers for the admin: signed-in reads, never kept. */
export const adminShopOrdersMiddlewares: MiddlewareRoute[] = [
  // The order list (issue 55's "Orders first"): stage, payment and search validated.
  { method: ["GET"], matcher: "/admin/shop-orders", middlewares: [validateQuery(ShopOrderListQuery), neverKept] },
  // Papers (issue 55): one order's invoice or packing slip, a day's papers.
  ...onEach(["/admin/shop-orders/:id/invoice", "/admin/shop-orders/:id/packing-slip"], [validateQuery(OrderPaperQuery), neverKept], ["GET"]),
  { method: ["GET"], matcher: "/admin/shop-orders/papers", middlewares: [validateQuery(DayPapersQuery), neverKept] },
]
