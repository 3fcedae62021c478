import { useSearchParams } from "react-router"
import { IncompleteResetLink, ResetPasswordForm } from "../../../features/auth/components/reset-password-form"
import { resetTokenEmail } from "../../../features/auth/reset-token"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/reset-password"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.resetPasswordTitle, location.pathname, localeOfMatches(matches))

/**
 * /reset-password?token=…: the page a reset link opens; sets the new password for the token's
 * account (its own email, read from the token: the link's `&email=` is ignored). A token that is
 * not a readable JWT was damaged on the way.
 */
export function ResetPasswordRoute() {
  const t = useMessages().auth
  const [search] = useSearchParams()
  const token = search.get("token")
  const email = resetTokenEmail(token)
  return (
    <section className="auth-page">
      <h1>{t.resetPasswordTitle}</h1>
      {token && email ? <ResetPasswordForm token={token} email={email} /> : <IncompleteResetLink />}
    </section>
  )
}

export default ResetPasswordRoute
