import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { requireAdmin, requireCustomer } from "../../../compat/auth"
import { ownOrderOrAdmin, ownPathEmailOrAdmin, spellCompatAddress } from "../../../compat/middlewares/users-orders-guards"
import { CompatApproveOrder, CompatPlaceOrder } from "../../../compat/validators/users-orders"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"

/** The original's orders: every order for an admin, a customer's own (or an admin's look at them). */
export const shopOrdersMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/shop/orders", middlewares: [requireAdmin] },
  { method: ["GET"], matcher: "/shop/orders/:email", middlewares: [requireCustomer, ownPathEmailOrAdmin([{ resource: "order", operation: "read" }])] },
  { method: ["POST"], matcher: "/shop/orders", middlewares: [requireCustomer, validateBody(CompatPlaceOrder), spellCompatAddress] },
  { method: ["PUT"], matcher: "/shop/orders", middlewares: [requireAdmin, validateBody(CompatApproveOrder)] },
  { method: ["DELETE"], matcher: "/shop/orders/:id", middlewares: [requireCustomer, ownOrderOrAdmin] },
  ...onEach(["/shop/orders", "/shop/orders/:email"], [neverKept], ["GET"]),
  // Placing an order: the pages of the products it bought (its body names them: compat/cache.ts);
  // the listings when one sells out, by its order.placed event.
  ...onEach(["/shop/orders"], [forgets([], { bought: true })], ["POST"]),
  // Approving is shown nowhere public; deleting (canceling) forgets its products by its order.canceled event.
  ...onEach(["/shop/orders"], [forgets([])], ["PUT"]),
  ...onEach(["/shop/orders/:id"], [forgets([])], ["DELETE"]),
]
