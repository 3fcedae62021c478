import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { ResetFormAnswer } from "../api/password-reset.server"
import { RESET_TOKEN_FIELD } from "../reset-token"
import { answeredError } from "../form-answer"
import { resetPasswordSchema, type ResetPasswordInput } from "../schemas"
import { posting } from "../signed-in"

function AskNewLink() {
  const t = useMessages().auth
  return (
    <p className="auth-page__switch">
      <Link to={paths.forgotPassword()}>{t.askNewLink}</Link>
    </p>
  )
}

type Props = {
  token: string
  email: string
  /** What /reset-password's action answered the last post (routes/auth/reset-password.tsx). */
  answer?: ResetFormAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * A new password (twice) for the reset link's token, posted to the page's action with or without
 * scripts (scripts check it first, so a short password never spends the token); then on to log in.
 */
export function ResetPasswordForm({ token, email, answer, lost = false }: Props) {
  const t = useMessages().auth
  const submit = useSubmit()
  const navigation = useNavigation()
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema(t)) })
  const { errors } = formState

  if (answer?.done) {
    return (
      <>
        <p role="status">{t.passwordChanged}</p>
        <p className="auth-page__switch">
          <Link to={paths.logIn()}>{t.logIn}</Link>
        </p>
      </>
    )
  }

  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post" }))
  return (
    <>
      <p className="form-note">{t.resetPasswordFor(email)}</p>
      <Form className="form" method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name={RESET_TOKEN_FIELD} value={token} />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password ?? answeredError(answer, "password")}
        />
        <Field
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword ?? answeredError(answer, "confirmPassword")}
        />
        <SubmitButton pending={posting(navigation)} pendingLabel={t.savingPassword} postsWithoutScripts>
          {t.savePassword}
        </SubmitButton>
        <FormError message={lost ? t.networkError : answer?.error} />
      </Form>
      {answer?.linkSpent && <AskNewLink />}
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
