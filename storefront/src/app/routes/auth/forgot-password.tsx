import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.auth

/** /forgot-password: ask for a link to set a new password (Medusa's reset-password flow). */
export function ForgotPasswordRoute() {
  usePageTitle(t.forgotPasswordTitle)
  return (
    <section className="auth-page">
      <h1>{t.forgotPasswordTitle}</h1>
      <ForgotPasswordForm />
    </section>
  )
}

export default ForgotPasswordRoute
