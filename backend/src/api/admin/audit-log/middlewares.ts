import type { MiddlewareRoute } from "@medusajs/framework/http"
import { neverKept } from "../../../lib/http/route-declarations"
import { validateQuery } from "../../../lib/http/validate-query"
import { AuditLogQuery } from "../../../workflows/audit/validators"

/** The audit log: an admin read (Medusa authenticates every /admin route as an admin user), never kept. */
export const adminAuditLogMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/audit-log", middlewares: [validateQuery(AuditLogQuery), neverKept] },
]
