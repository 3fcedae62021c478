import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { forgetsEverything, neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { AdminShipOrder } from "./[id]/ship/validators"

/** The shop's order life in the admin: approve, ship, deliver, delete, and what the customer was told. */
export const adminOrdersMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/orders/:id/ship", middlewares: [validateBody(AdminShipOrder)] },
  // Approving, shipping and delivering show nowhere public (the stock a shopper can buy stays:
  // the parcel leaves the shelf and its reservation together).
  ...onEach(["/admin/orders/:id/approve", "/admin/orders/:id/ship", "/admin/orders/:id/deliver"], [forgets([])]),
  // Deleting cancels the order: its stock is back on the shelf.
  { method: ["DELETE"], matcher: "/admin/orders/:id", middlewares: [forgetsEverything] },
  { method: ["GET"], matcher: "/admin/orders/:id/notifications", middlewares: [neverKept] },
  // The export writes a private file and a notification for the admin: nothing public changes.
  { method: ["POST"], matcher: "/admin/orders/export", middlewares: [forgets([])] },
]
