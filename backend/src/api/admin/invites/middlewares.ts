import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Medusa's admin invites: shown nowhere public. */
export const adminInvitesMiddlewares: MiddlewareRoute[] = onEach(["/admin/invites", "/admin/invites/*"], [forgets([])])
