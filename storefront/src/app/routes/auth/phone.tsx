import { useActionData, useLocation } from "react-router"
import { phoneSignIn, type PhoneStep } from "../../../features/auth/phone/phone-sign-in.server"
import { phoneKindOf } from "../../../features/auth/phone/phone-kind"
import { PhoneSignInForm } from "../../../features/auth/phone/components/phone-sign-in-form"
import { paths } from "../../../config/paths"
import { onwardIfSignedIn } from "../../../features/auth/guard.server"
import { useReturnPath } from "../../../features/auth/return-path"
import { isLost, signInFromBrowser, type LostAnswer } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { NO_STORE } from "../../../lib/no-store"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { browserQueryClient } from "../../provider"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/phone"

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = messagesFor(localeOfMatches(matches)).phoneSignIn
  return privateMeta(phoneKindOf(location.pathname) === "sign-up" ? t.signUpTitle : t.logInTitle, location.pathname, localeOfMatches(matches))
}

/** One shopper's sign-in: never kept by a cache. */
export const headers = () => NO_STORE

/** Someone already signed in goes on (features/auth/guard.server.ts): the form is a visitor's. */
export const loader = ({ request }: Route.LoaderArgs) => onwardIfSignedIn(request)

/**
 * Both steps' posts, with or without scripts (features/auth/phone/phone-sign-in.server.ts): a code
 * sent by SMS in the page's language; then the code checked, the session started, the visitor cart
 * claimed, and back (303) to where the shopper came from.
 */
export const action = ({ request, context }: Route.ActionArgs) => phoneSignIn(phoneKindOf(new URL(request.url).pathname), request, context, claimAtSignIn)

/** With scripts, the same posts; after the sign-in the browser knows who is signed in before the next page's guard asks. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signInFromBrowser(serverAction, browserQueryClient())

/** /log-in/phone and /sign-up/phone: a mobile number, then the 6-digit code sent to it (and a name to sign up). */
export default function PhoneSignInRoute() {
  const t = useMessages()
  const kind = phoneKindOf(useLocation().pathname)
  const returnTo = useReturnPath()
  const answered = useActionData<PhoneStep | LostAnswer>()
  return (
    <section className="auth-page">
      <h1>{kind === "sign-up" ? t.phoneSignIn.signUpTitle : t.phoneSignIn.logInTitle}</h1>
      {returnTo?.startsWith(paths.buyNowBase("")) && <p className="auth-page__why">{t.auth.toPlaceOrder}</p>}
      <PhoneSignInForm kind={kind} answer={isLost(answered) ? undefined : answered} lost={isLost(answered)} />
    </section>
  )
}
