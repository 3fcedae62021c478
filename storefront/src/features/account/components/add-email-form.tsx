import { Form, useNavigation } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { ADD_EMAIL_INTENT, type AddEmailAnswer, type AddEmailField } from "../add-email"

type Props = {
  /** What the page's action answered a refused post: each field's error, the form's own line, the email as typed. */
  answer?: AddEmailAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * "Add an email" for an account made with a mobile number (it has no email to show): an email and
 * a password typed twice, posted to the update-profile page's action (intent "add-email") with or
 * without scripts; the action checks them by sign-up's rules and the backend adds the sign-in.
 */
export function AddEmailForm({ answer, lost = false }: Props) {
  const messages = useMessages()
  const t = messages.addEmail
  const navigation = useNavigation()
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === ADD_EMAIL_INTENT
  const error = (field: AddEmailField) => (answer?.fields[field] ? { type: "server", message: answer.fields[field] } : undefined)
  return (
    <section aria-labelledby="add-email-title">
      <h2 id="add-email-title">{t.title}</h2>
      <p className="form-note">{t.intro}</p>
      <Form className="form account-form" method="post" noValidate>
        <input type="hidden" name="intent" value={ADD_EMAIL_INTENT} />
        <Field label={t.email} name="email" type="email" autoComplete="email" defaultValue={answer?.email ?? ""} error={error("email")} required />
        <Field label={t.password} name="password" type="password" autoComplete="new-password" error={error("password")} required />
        <Field label={t.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" error={error("confirmPassword")} required />
        <button type="submit" className="button" disabled={adding}>
          {adding ? t.submitting : t.submit}
        </button>
        <FormError message={lost ? messages.auth.networkError : answer?.error} />
      </Form>
    </section>
  )
}
