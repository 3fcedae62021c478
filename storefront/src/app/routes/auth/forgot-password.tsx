import { ForgotPasswordForm } from "../../../features/auth/components/forgot-password-form"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/forgot-password"

const t = messages.auth

export const meta = ({ location }: Route.MetaArgs) => privateMeta(t.forgotPasswordTitle, location.pathname)

/** /forgot-password: ask for a link to set a new password (Medusa's reset-password flow). */
export function ForgotPasswordRoute() {
  return (
    <section className="auth-page">
      <h1>{t.forgotPasswordTitle}</h1>
      <ForgotPasswordForm />
    </section>
  )
}

export default ForgotPasswordRoute
