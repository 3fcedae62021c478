import { Form, useNavigation } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { OneTimeCodeField } from "../../../components/form/one-time-code-field"
import { useMessages } from "../../../i18n"
import { ADD_EMAIL_CODE_INTENT, ADD_EMAIL_INTENT, type AddEmailAnswer, type AddEmailField } from "../add-email"

type Props = {
  /** What the page's action answered the last add-email post: its step, each field's error, the form's own line, the email as typed. */
  answer?: AddEmailAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * "Add an email" for an account made with a mobile number (it has no email to show). First "Send me
 * a code": an SMS to the account's number, so a session alone (a borrowed phone, a shared computer)
 * cannot give the account a password. Then the code, an email and a password typed twice. Each posts
 * to the update-profile page's action (intents "add-email-code", "add-email") with or without scripts;
 * the action checks the fields and the backend the code.
 */
export function AddEmailForm({ answer, lost = false }: Props) {
  const messages = useMessages()
  const t = messages.addEmail
  const p = messages.phoneSignIn
  const navigation = useNavigation()
  const posting = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined
  const error = (field: AddEmailField) => (answer?.fields[field] ? { type: "server", message: answer.fields[field] } : undefined)
  const formError = <FormError message={lost ? messages.auth.networkError : answer?.error} />
  if (answer?.step !== "code") {
    return (
      <section aria-labelledby="add-email-title">
        <h2 id="add-email-title">{t.title}</h2>
        <p className="form-note">{t.intro}</p>
        <p className="form-note">{t.codeIntro}</p>
        <Form className="form account-form" method="post" noValidate>
          <input type="hidden" name="intent" value={ADD_EMAIL_CODE_INTENT} />
          <button type="submit" className="button" disabled={posting === ADD_EMAIL_CODE_INTENT}>
            {posting === ADD_EMAIL_CODE_INTENT ? p.sendingCode : t.sendCode}
          </button>
          {formError}
        </Form>
      </section>
    )
  }
  return (
    <section aria-labelledby="add-email-title">
      <h2 id="add-email-title">{t.title}</h2>
      {answer.sent && (
        <p className="form-note" role="status">
          {/* The sign-in number the code went to, which the profile's phone may differ from. */}
          {answer.sentTo ? p.codeSent(answer.sentTo) : t.codeSent}
        </p>
      )}
      <Form className="form account-form" method="post" noValidate>
        <OneTimeCodeField label={p.code} error={error("code")} />
        <Field label={t.email} name="email" type="email" autoComplete="email" defaultValue={answer.email} error={error("email")} required />
        <Field label={t.password} name="password" type="password" autoComplete="new-password" error={error("password")} required />
        <Field label={t.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" error={error("confirmPassword")} required />
        {/* The first submit button is Enter's: adding, not another SMS. */}
        <button type="submit" name="intent" value={ADD_EMAIL_INTENT} className="button" disabled={posting === ADD_EMAIL_INTENT}>
          {posting === ADD_EMAIL_INTENT ? t.submitting : t.submit}
        </button>
        <button type="submit" name="intent" value={ADD_EMAIL_CODE_INTENT} className="button button--ghost" disabled={posting === ADD_EMAIL_CODE_INTENT}>
          {posting === ADD_EMAIL_CODE_INTENT ? p.sendingCode : p.sendAgain}
        </button>
        {formError}
      </Form>
    </section>
  )
}
