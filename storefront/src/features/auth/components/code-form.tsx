import { Form, Link, useNavigation } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { SubmitButton } from "../../../components/form/submit-button"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { CodeFormAnswer } from "../api/code-sign-in.server"
import { useReturnPath } from "../return-path"
import { posting } from "../signed-in"

type Props = { waiting: boolean; answer?: CodeFormAnswer; lost: boolean }

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, one plain form posted
 * to the page's action (works without scripts). When no sign-in waits any more (expired, used,
 * too many wrong codes), the way back to the password's step instead.
 */
export function CodeForm({ waiting, answer, lost }: Props) {
  const t = useMessages().auth
  const returnTo = useReturnPath()
  const navigation = useNavigation()
  if (!waiting || answer?.startAgain) {
    return (
      <div className="form">
        <FormError message={answer?.error ?? t.codeExpired} />
        <p>
          <Link to={paths.logIn(returnTo)} className="button button--block">
            {t.codeLogInAgain}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <Form className="form" method="post" noValidate>
      <p>{t.codeIntro}</p>
      <Field
        label={t.codeLabel}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        autoFocus
        required
        error={answer?.field ? { type: "server", message: answer.field } : undefined}
      />
      <SubmitButton pending={posting(navigation)} pendingLabel={t.codeChecking} postsWithoutScripts>
        {t.codeSubmit}
      </SubmitButton>
      <FormError message={lost ? t.networkError : answer?.error} />
      <p className="auth-page__switch">
        <Link to={paths.logIn(returnTo)}>{t.codeLogInAgain}</Link>
      </p>
    </Form>
  )
}
