import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form"
import { requestResetByForm, type ResetFormAnswer } from "../../../features/auth/api/password-reset.server"
import { answerOrLost, isLost } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/forgot-password"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.forgotPasswordTitle, location.pathname, localeOfMatches(matches))

/** The form's post, with or without scripts (features/auth/api/password-reset.server.ts): the link asked for, the same answer for any email. */
export const action = ({ request, context }: Route.ActionArgs) => requestResetByForm(request, context.origin)

/** With scripts, the same post; an answer that never came is said on the form. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOrLost(serverAction)

/** /forgot-password: ask for a link to set a new password (Medusa's reset-password flow). */
export function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const t = useMessages().auth
  return (
    <section className="auth-page">
      <h1>{t.forgotPasswordTitle}</h1>
      <ForgotPasswordForm answer={actionData && !isLost(actionData) ? (actionData as ResetFormAnswer) : undefined} lost={isLost(actionData)} />
    </section>
  )
}

export default ForgotPasswordRoute
