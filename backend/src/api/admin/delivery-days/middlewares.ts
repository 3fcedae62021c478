import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** bd-commerce's delivery days: an admin's change forgets the answers showing them. */
export const adminDeliveryDaysMiddlewares: MiddlewareRoute[] = onEach(["/admin/delivery-days"], [forgets([TAG.config])])
