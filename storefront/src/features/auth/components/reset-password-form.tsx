import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Link } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { useMessages } from "../../../i18n"
import { useResetPassword } from "../api/password-reset"
import { describeResetError } from "../errors"
import { resetPasswordSchema, type ResetPasswordInput } from "../schemas"

function AskNewLink() {
  const t = useMessages().auth
  return (
    <p className="auth-page__switch">
      <Link to={paths.forgotPassword()}>{t.askNewLink}</Link>
    </p>
  )
}

/** A new password (twice) for the reset link's token; then on to log in with it. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useMessages().auth
  const reset = useResetPassword()
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema(t)) })
  const { errors } = formState

  if (reset.isSuccess) {
    return (
      <>
        <p role="status">{t.passwordChanged}</p>
        <p className="auth-page__switch">
          <Link to={paths.logIn()}>{t.logIn}</Link>
        </p>
      </>
    )
  }

  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, email, password }))
  return (
    <>
      <p className="form-note">{t.resetPasswordFor(email)}</p>
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t.newPassword} type="password" autoComplete="new-password" registration={register("password")} error={errors.password} />
        <Field
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword}
        />
        <SubmitButton pending={reset.isPending} pendingLabel={t.savingPassword}>
          {t.savePassword}
        </SubmitButton>
        <FormError message={reset.error ? describeResetError(reset.error, t) : null} />
      </form>
      {statusOf(reset.error) === 401 && <AskNewLink />}
    </>
  )
}

/** A reset link without its token or email (cut short when copied): nothing to submit. */
export function IncompleteResetLink() {
  const t = useMessages().auth
  return (
    <>
      <p role="alert" className="form-error">
        {t.resetLinkIncomplete}
      </p>
      <AskNewLink />
    </>
  )
}
