import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's notifications: shown nowhere public. */
export const adminNotificationsMiddlewares: MiddlewareRoute[] = onEach(["/admin/notifications", "/admin/notifications/*"], [forgets([])])
