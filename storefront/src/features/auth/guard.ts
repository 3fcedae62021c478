import type { QueryClient } from "@tanstack/react-query"
import { redirect } from "react-router"
import { paths } from "../../config/paths"
import { withoutLocale } from "../../i18n"
import { sessionQueryOptions } from "../session/api/session"

/** Who a guarded route lets in: any signed-in customer, or admins only. */
export type Allowed = "customer" | "admin"

/**
 * The routes' one sign-in rule, for the server's loader and the browser's clientLoader alike:
 * a visitor goes to /log-in and comes back to the page afterwards (`?returnTo=`); a signed-in
 * customer who is not an admin goes home from the admin area. The backend refuses them anyway:
 * this only spares them a screen that cannot work. The way back is the page without its language
 * prefix (`/bn/my-account` → `/my-account`): the redirect and the sign-in's return add the page's.
 */
export function enforce(access: { admin: boolean } | null, allowed: Allowed, url: URL): void {
  if (!access) throw redirect(paths.logIn(`${withoutLocale(url.pathname)}${url.search}`))
  if (allowed === "admin" && !access.admin) throw redirect(paths.home())
}

/** In the browser (a navigation): the session the page already holds (React Query), so moving between screens asks nothing. */
export async function guardInBrowser(request: Request, allowed: Allowed, client: QueryClient): Promise<null> {
  const session = await client.ensureQueryData(sessionQueryOptions)
  enforce(session, allowed, new URL(request.url))
  return null
}
