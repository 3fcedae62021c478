import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled } from "../../lib/admin-permissions"
import { messages } from "../../lib/messages"

const sameRoles = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n")

/**
 * On /admin/*: an admin's token is refused (401, sign in again) once its user is removed or, with
 * RBAC on, once the user's roles are no longer those the token carries. Medusa's own routes check
 * the roles written in the token when it was made (check-permissions reads app_metadata.roles), so
 * without this a removed or demoted admin keeps them until the token expires. One indexed read
 * per request (the user by id, with its role ids). Secret API keys and a sign-in that is no admin
 * yet (an invite being accepted) pass: the route decides.
 */
export async function currentAdmin(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const auth = (req as AuthenticatedMedusaRequest).auth_context
    if (auth?.actor_type !== "user" || !auth.actor_id) return next()
    const rbac = rbacEnabled()
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "user",
      fields: rbac ? ["id", "rbac_roles.id"] : ["id"],
      filters: { id: auth.actor_id },
    })
    const user = data[0] as { id: string; rbac_roles?: ({ id: string } | null)[] } | undefined
    if (!user) return next(new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.adminSignInAgain))
    if (rbac) {
      const held = (user.rbac_roles ?? []).flatMap((role) => (role?.id ? [role.id] : []))
      const carried = (auth.app_metadata as { roles?: unknown } | undefined)?.roles
      const inToken = Array.isArray(carried) ? carried.filter((role): role is string => typeof role === "string") : []
      if (!sameRoles(held, inToken)) return next(new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.adminSignInAgain))
    }
    next()
  } catch (error) {
    next(error)
  }
}
