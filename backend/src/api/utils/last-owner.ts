import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { rolesOfUser } from "../../lib/admin-permissions"
import { assertNotLastOwner } from "../../workflows/accounts/rules/last-owner"

/**
 * Medusa's own routes that take roles off a user or remove one (their workflows offer no hook):
 * the last owner is kept (workflows/accounts/rules/last-owner.ts, as the shop's make-admin
 * workflows check it), themselves included.
 */
export async function keepLastOwner(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const userId = req.params.id
    const path = (req.originalUrl ?? req.url).split("?")[0].toLowerCase().replace(/\/+$/, "")
    let after: string[] = []
    if (/\/roles(\/[^/]+)?$/.test(path)) {
      const taken = req.params.role_id ? [req.params.role_id] : ((req.body as { roles?: unknown } | undefined)?.roles ?? [])
      const held = await rolesOfUser(req.scope, userId)
      after = held.filter((role) => !(Array.isArray(taken) && taken.includes(role)))
    }
    await assertNotLastOwner(req.scope, userId, after)
    next()
  } catch (error) {
    next(error)
  }
}

export const lastOwnerMiddlewares: MiddlewareRoute[] = ["/admin/users/:id", "/admin/users/:id/roles", "/admin/users/:id/roles/:role_id"].map((matcher) => ({
  method: ["DELETE"],
  matcher,
  middlewares: [keepLastOwner],
}))
