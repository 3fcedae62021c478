import { data, redirect } from "react-router"
import { SHOP_SESSION } from "../../../lib/session-cookie"
import { paths } from "../../../config/paths"
import { shopCookie } from "../../../lib/cookies.server"
import { sessionCookie } from "../../../lib/store.server"
import { fromOtherSite } from "../../../lib/other-site.server"
import { NO_STORE, send } from "./backend.server"

/**
 * The header's "Log out" form (routes/auth/log-out.ts), with or without scripts: Medusa ends the
 * session (DELETE /auth/session with the shopper's cookie; ended already, it is gone all the same),
 * the shop's session cookie is forgotten, then home (303). A post from another site's page logs
 * nobody out.
 */
export async function logOutByForm(request: Request, shopOrigin: string) {
  if (fromOtherSite(request, shopOrigin)) return data(null, { status: 403, headers: NO_STORE })
  const session = sessionCookie(request)
  if (session) {
    await send("/auth/session", { method: "DELETE", cookie: session }).catch((error: unknown) => {
      console.error(`storefront: log-out: ${error instanceof Error ? error.message : error}`)
    })
  }
  const headers = new Headers(NO_STORE)
  headers.append("set-cookie", shopCookie(request, SHOP_SESSION, "", { httpOnly: true, maxAge: 0 }))
  return redirect(paths.home(), { status: 303, headers })
}
