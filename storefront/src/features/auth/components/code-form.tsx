import { Form, Link, useNavigation } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { OneTimeCodeField } from "../../../components/form/one-time-code-field"
import { SubmitButton } from "../../../components/form/submit-button"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { CodeFormAnswer } from "../api/code-sign-in.server"
import { useReturnPath } from "../return-path"
import { posting } from "../signed-in"

type Props = { waiting: boolean; recovery: boolean; answer?: CodeFormAnswer; lost: boolean }

/**
 * The sign-in's second step: the 6-digit code from the authenticator app, one plain form posted
 * to the page's action (works without scripts). When the admin has recovery codes left, a
 * disclosure below (a <details>, so it opens without scripts too) holds a second small form
 * posting one of them to the same action with `intent=recovery`; it is open after its own
 * refused post. When no sign-in waits any more (expired, used, too many wrong codes), the way
 * back to the password's step instead.
 */
export function CodeForm({ waiting, recovery, answer, lost }: Props) {
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
  const onRecovery = answer?.kind === "recovery"
  const sending = posting(navigation) ? (navigation.formData?.get("intent") === "recovery" ? "recovery" : "totp") : null
  return (
    <>
      <Form className="form" method="post" noValidate>
        <p>{t.codeIntro}</p>
        <OneTimeCodeField
          label={t.codeLabel}
          autoFocus={!onRecovery}
          error={answer?.field && !onRecovery ? { type: "server", message: answer.field } : undefined}
        />
        <SubmitButton pending={sending === "totp"} pendingLabel={t.codeChecking} postsWithoutScripts>
          {t.codeSubmit}
        </SubmitButton>
        <FormError message={lost ? t.networkError : onRecovery ? null : answer?.error} />
      </Form>
      {recovery && (
        <details className="code-recovery" open={onRecovery}>
          <summary>{t.recoveryCodeToggle}</summary>
          <Form className="form" method="post" noValidate>
            <input type="hidden" name="intent" value="recovery" />
            <p>{t.recoveryCodeIntro}</p>
            <Field
              label={t.recoveryCodeLabel}
              name="recovery_code"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              autoFocus={onRecovery}
              required
              error={answer?.field && onRecovery ? { type: "server", message: answer.field } : undefined}
            />
            <SubmitButton pending={sending === "recovery"} pendingLabel={t.codeChecking} postsWithoutScripts>
              {t.recoveryCodeSubmit}
            </SubmitButton>
            <FormError message={onRecovery ? answer?.error : null} />
          </Form>
        </details>
      )}
      <p className="auth-page__switch">
        <Link to={paths.logIn(returnTo)}>{t.codeLogInAgain}</Link>
      </p>
    </>
  )
}
