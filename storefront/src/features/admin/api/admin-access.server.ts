import { statusOf } from "../../../lib/errors"
import { sessionCookie } from "../../../lib/store.server"
import { ALL_SCREENS, screensFor, type AdminScreen } from "../screens"
import { adminOf } from "./admin.server"

/**
 * Why the admin area cannot open for a signed-in admin: the sign-in did not pass the second
 * factor switched on for it (the backend's 401 for the admin token: sign in again with the code),
 * or the shop requires one and none is set up (its 403).
 */
export type AccessProblem = "second-factor" | "set-up-second-factor"

export type AdminAccess = { screens: AdminScreen[]; problem: AccessProblem | null }

/**
 * What the signed-in admin may open in the storefront admin area, asked of the backend now (roles
 * can change at any time): Medusa's GET /admin/rbac/me/permissions with the admin token of the
 * customer's session. Medusa's RBAC off (the route answers 400 or 404): every screen, as the
 * backend then lets every admin do everything. A visitor (no session) has none: the admin guard
 * beside this sends them to log in.
 */
export async function adminAccess(request: Request): Promise<AdminAccess> {
  if (!sessionCookie(request)) return { screens: [], problem: null }
  let send: Awaited<ReturnType<typeof adminOf>>
  try {
    send = await adminOf(request)
  } catch (error) {
    const status = statusOf(error)
    // A session the backend no longer knows is a visitor's (the guard redirects); a customer's 403 likewise (the guard sends them home).
    if (status === 401) return { screens: [], problem: "second-factor" }
    if (status === 403) return { screens: [], problem: "set-up-second-factor" }
    throw error
  }
  try {
    const { permissions } = await send<{ permissions: string[] }>("GET", "/admin/rbac/me/permissions")
    return { screens: screensFor(permissions ?? []), problem: null }
  } catch (error) {
    const status = statusOf(error)
    if (status === 400 || status === 404) return { screens: [...ALL_SCREENS], problem: null }
    throw error
  }
}
