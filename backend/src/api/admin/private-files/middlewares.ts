import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled, userMay } from "../../../lib/admin-permissions"
import { neverKept } from "../../../lib/http/route-declarations"
import { messages } from "../../../lib/messages"

/** An order export (workflows/orders/steps/export-shop-orders.ts): customers' names, addresses and phones. */
export const isOrderExport = (key: string) => /order-exports\.csv$/i.test(key)

/**
 * `file:read` (the route's entry in api/utils/admin-roles.ts) opens imports and product exports;
 * an order export also needs `order:read`, so a content editor cannot read the customers in it.
 */
export async function orderExportsNeedOrders(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    if (!rbacEnabled() || !isOrderExport(String(req.params.key ?? ""))) return next()
    const auth = (req as AuthenticatedMedusaRequest).auth_context
    const allowed = auth?.actor_type === "user" && !!auth.actor_id && (await userMay(req.scope, auth.actor_id, [{ resource: "order", operation: "read" }]))
    next(allowed ? undefined : new MedusaError(MedusaError.Types.FORBIDDEN, messages.roleForbidden))
  } catch (error) {
    next(error)
  }
}

/** A private file (an import's upload, an export), for admins only: never kept. */
export const adminPrivateFilesMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/private-files/:key", middlewares: [neverKept, orderExportsNeedOrders] },
]
