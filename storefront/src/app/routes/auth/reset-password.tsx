import { useSearchParams } from "react-router"
import { IncompleteResetLink, ResetPasswordForm } from "../../../features/auth/components/reset-password-form"
import { resetTokenEmail } from "../../../features/auth/reset-token"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.auth

/**
 * /reset-password?token=…: the page a reset link opens; sets the new password for the token's
 * account (its own email, read from the token: the link's `&email=` is ignored). A token that is
 * not a readable JWT was damaged on the way.
 */
export function ResetPasswordRoute() {
  usePageTitle(t.resetPasswordTitle)
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
