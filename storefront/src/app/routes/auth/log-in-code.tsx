import { codePage, signInWithCode, type CodeFormAnswer } from "../../../features/auth/api/code-sign-in.server"
import { CodeForm } from "../../../features/auth/components/code-form"
import { isLost, signInFromBrowser } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { NO_STORE } from "../../../lib/no-store"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { browserQueryClient } from "../../provider"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/log-in-code"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.codeTitle, location.pathname, localeOfMatches(matches))

/** One shopper's sign-in: never kept by a cache. */
export const headers = () => NO_STORE

/** Whether a sign-in waits for its code (the password's step left it in an httpOnly cookie). */
export const loader = ({ request }: Route.LoaderArgs) => codePage(request)

/**
 * The code's post, with or without scripts: the challenge answered, the session started, the
 * visitor cart claimed, then back (303) to where the shopper came from.
 */
export const action = ({ request, context }: Route.ActionArgs) => signInWithCode(request, context.origin, claimAtSignIn)

/** With scripts, the same post; the browser then knows who is signed in before the next page's guard asks. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signInFromBrowser(serverAction, browserQueryClient())

/** /log-in/code: the second step of a sign-in with two-factor sign-in switched on (an admin's). */
export default function LogInCodeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().auth
  const answer = actionData && !isLost(actionData) ? (actionData as CodeFormAnswer) : undefined
  return (
    <section className="auth-page">
      <h1>{t.codeTitle}</h1>
      <CodeForm waiting={loaderData.waiting} recovery={loaderData.recovery} answer={answer} lost={isLost(actionData)} />
    </section>
  )
}
