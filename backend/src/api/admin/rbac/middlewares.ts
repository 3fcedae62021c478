import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"

/** Deleting an admin role (the shop's route over Medusa's): shown nowhere public. Only with `rbac_role: delete` (Medusa's policy). */
export const adminRbacMiddlewares: MiddlewareRoute[] = onEach(["/admin/rbac/roles/:id"], [forgets([])], ["DELETE"])
