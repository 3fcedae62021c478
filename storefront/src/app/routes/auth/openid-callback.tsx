import { useEffect } from "react"
import { sendCallback } from "../../../features/auth/openid-popup"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/openid-callback"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.logInTitle, location.pathname, localeOfMatches(matches))

/**
 * /auth/google/callback, opened in the sign-in popup by the provider: hands the answer to the
 * shop's window and closes. No header or footer: it is gone in a moment.
 */
export function OpenIdCallbackRoute() {
  const t = useMessages().auth
  useEffect(() => {
    sendCallback(window.location.search)
    window.close()
  }, [])
  return (
    <main className="openid-callback">
      <p role="status">{t.openIdCallbackDone}</p>
    </main>
  )
}

export default OpenIdCallbackRoute
