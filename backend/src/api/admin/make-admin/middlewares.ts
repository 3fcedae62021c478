import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { MakeAdminConfirmed } from "./validators"

/**
 * Making a customer an admin, listing those made and undoing it: shown nowhere public. Only an
 * owner may (the `user` permissions: api/utils/admin-roles.ts).
 */
export const adminMakeAdminMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/make-admin", middlewares: [validateBody(MakeAdminConfirmed)] },
  ...onEach(["/admin/make-admin"], [neverKept], ["GET"]),
  ...onEach(["/admin/make-admin", "/admin/make-admin/:id"], [forgets([])]),
]
