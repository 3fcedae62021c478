import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's customer groups: their prices go to signed-in reads, which are never kept. */
export const adminCustomerGroupsMiddlewares: MiddlewareRoute[] = onEach(["/admin/customer-groups", "/admin/customer-groups/*"], [forgets([])])
