import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's admin users: shown nowhere public. */
export const adminUsersMiddlewares: MiddlewareRoute[] = onEach(["/admin/users", "/admin/users/*"], [forgets([])])
