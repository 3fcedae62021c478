import { useSearchParams } from "react-router"
import { IncompleteResetLink, ResetPasswordForm } from "../../../features/auth/components/reset-password-form"
import { resetPasswordByForm, type ResetFormAnswer } from "../../../features/auth/api/password-reset.server"
import { resetTokenEmail } from "../../../features/auth/reset-token"
import { answerOrLost, isLost } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/reset-password"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.resetPasswordTitle, location.pathname, localeOfMatches(matches))

/** The form's post, with or without scripts (features/auth/api/password-reset.server.ts): the new password for the token's account. */
export const action = ({ request, context }: Route.ActionArgs) => resetPasswordByForm(request, context.origin)

/** With scripts, the same post; an answer that never came is said on the form. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOrLost(serverAction)

/**
 * /reset-password?token=…: the page a reset link opens; sets the new password for the token's
 * account (its own email, read from the token: the link's `&email=` is ignored). A token that is
 * not a readable JWT was damaged on the way.
 */
export function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  const t = useMessages().auth
  const [search] = useSearchParams()
  const token = search.get("token")
  const email = resetTokenEmail(token)
  const answer = actionData && !isLost(actionData) ? (actionData as ResetFormAnswer) : undefined
  return (
    <section className="auth-page">
      <h1>{t.resetPasswordTitle}</h1>
      {token && email ? <ResetPasswordForm token={token} email={email} answer={answer} lost={isLost(actionData)} /> : <IncompleteResetLink />}
    </section>
  )
}

export default ResetPasswordRoute
