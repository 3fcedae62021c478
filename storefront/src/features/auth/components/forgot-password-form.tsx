import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { ResetFormAnswer } from "../api/password-reset.server"
import { answeredError } from "../form-answer"
import { forgotPasswordSchema, type ForgotPasswordInput } from "../schemas"
import { posting } from "../signed-in"

type Props = {
  /** What /forgot-password's action answered the last post (routes/auth/forgot-password.tsx). */
  answer?: ResetFormAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * The email to send a reset link to, posted to the page's action with or without scripts (scripts
 * check it first); then the same neutral answer for every email.
 */
export function ForgotPasswordForm({ answer, lost = false }: Props) {
  const t = useMessages().auth
  const submit = useSubmit()
  const navigation = useNavigation()
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema(t)),
    defaultValues: { email: answer?.email ?? "" },
  })

  if (answer?.done) {
    return (
      <>
        <p role="status">{t.resetLinkSent(answer.email)}</p>
        <p className="auth-page__switch">
          <Link to={paths.logIn()}>{t.backToLogIn}</Link>
        </p>
      </>
    )
  }

  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post" }))
  return (
    <>
      <p className="form-note">{t.forgotPasswordIntro}</p>
      <Form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label={t.email}
          type="email"
          autoComplete="email"
          registration={register("email")}
          defaultValue={answer?.email}
          error={formState.errors.email ?? answeredError(answer, "email")}
        />
        <SubmitButton pending={posting(navigation)} pendingLabel={t.sendingResetLink} postsWithoutScripts>
          {t.sendResetLink}
        </SubmitButton>
        <FormError message={lost ? t.networkError : answer?.error} />
      </Form>
      <p className="auth-page__switch">
        <Link to={paths.logIn()}>{t.backToLogIn}</Link>
      </p>
    </>
  )
}
