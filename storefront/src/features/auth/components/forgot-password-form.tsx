import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Link } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { useRequestPasswordReset } from "../api/password-reset"
import { describeResetError } from "../errors"
import { forgotPasswordSchema, type ForgotPasswordInput } from "../schemas"

/** The email to send a reset link to; then the same neutral answer for every email. */
export function ForgotPasswordForm() {
  const t = useMessages().auth
  const request = useRequestPasswordReset()
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema(t)) })

  if (request.isSuccess) {
    return (
      <>
        <p role="status">{t.resetLinkSent(request.variables.email)}</p>
        <p className="auth-page__switch">
          <Link to={paths.logIn()}>{t.backToLogIn}</Link>
        </p>
      </>
    )
  }

  return (
    <>
      <p className="form-note">{t.forgotPasswordIntro}</p>
      <form className="form" method="post" onSubmit={handleSubmit((input) => request.mutate(input))} noValidate>
        <Field label={t.email} type="email" autoComplete="email" registration={register("email")} error={formState.errors.email} />
        <SubmitButton pending={request.isPending} pendingLabel={t.sendingResetLink}>
          {t.sendResetLink}
        </SubmitButton>
        <FormError message={request.error ? describeResetError(request.error, t) : null} />
      </form>
      <p className="auth-page__switch">
        <Link to={paths.logIn()}>{t.backToLogIn}</Link>
      </p>
    </>
  )
}
