import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's customers: an admin's edit forgets the name and picture shown with the customer's reviews. */
export const adminCustomersMiddlewares: MiddlewareRoute[] = onEach(["/admin/customers", "/admin/customers/*"], [forgets([TAG.reviews])])
