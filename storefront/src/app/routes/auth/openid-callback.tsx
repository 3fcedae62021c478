import { useEffect } from "react"
import { sendCallback } from "../../../features/auth/openid-popup"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/openid-callback"

export const meta = ({ location }: Route.MetaArgs) => privateMeta(messages.auth.logInTitle, location.pathname)

/**
 * /auth/google/callback, opened in the sign-in popup by the provider: hands the answer to the
 * shop's window and closes. No header or footer: it is gone in a moment.
 */
export function OpenIdCallbackRoute() {
  useEffect(() => {
    sendCallback(window.location.search)
    window.close()
  }, [])
  return (
    <main className="openid-callback">
      <p role="status">{messages.auth.openIdCallbackDone}</p>
    </main>
  )
}

export default OpenIdCallbackRoute
