import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/forgot-password"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.forgotPasswordTitle, location.pathname, localeOfMatches(matches))

/** /forgot-password: ask for a link to set a new password (Medusa's reset-password flow). */
export function ForgotPasswordRoute() {
  const t = useMessages().auth
  return (
    <section className="auth-page">
      <h1>{t.forgotPasswordTitle}</h1>
      <ForgotPasswordForm />
    </section>
  )
}

export default ForgotPasswordRoute
