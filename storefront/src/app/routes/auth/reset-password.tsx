import { useSearchParams } from "react-router"
import { IncompleteResetLink, ResetPasswordForm } from "../../../features/auth/components/reset-password-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.auth

/** A reset token is a JWT (base64url parts and dots); anything else was damaged on the way. */
const looksLikeToken = (token: string | null): token is string => !!token && /^[\w-]+(\.[\w-]+)*$/.test(token)

/** /reset-password?token=…&email=…: the page a reset link opens; sets the new password. */
export function ResetPasswordRoute() {
  usePageTitle(t.resetPasswordTitle)
  const [search] = useSearchParams()
  const token = search.get("token")
  const email = search.get("email")
  return (
    <section className="auth-page">
      <h1>{t.resetPasswordTitle}</h1>
      {looksLikeToken(token) && email ? <ResetPasswordForm token={token} email={email} /> : <IncompleteResetLink />}
    </section>
  )
}

export default ResetPasswordRoute
