import { Form, Link, useLocation, useNavigation } from "react-router"
import { Field, FormError } from "../../../../components/form/field"
import { OneTimeCodeField } from "../../../../components/form/one-time-code-field"
import { SubmitButton } from "../../../../components/form/submit-button"
import { paths } from "../../../../config/paths"
import { useMessages, withoutLocale } from "../../../../i18n"
import { useReturnPath } from "../../return-path"
import { posting } from "../../signed-in"
import type { PhoneKind } from "../phone-kind"
import type { PhoneStep } from "../phone-sign-in.server"

/** "add": a signed-in customer adding a sign-in number to the account (routes/my-account/phone.tsx). */
type Props = { kind: PhoneKind | "add"; answer?: PhoneStep; lost: boolean }

const asError = (message: string | undefined) => (message ? { type: "server", message } : undefined)

/**
 * The phone sign-in's two steps, each a plain form posted to the page's action (works without
 * scripts; with them, the same posts): the number, then the code sent to it (and on sign-up the
 * account's name). The code's step carries the number in a hidden field.
 */
export function PhoneSignInForm({ kind, answer, lost }: Props) {
  const t = useMessages().phoneSignIn
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const intent = navigation.formData?.get("intent")
  const busy = posting(navigation)
  const networkError = useMessages().auth.networkError
  const returnTo = useReturnPath()

  if (answer?.step !== "code") {
    return (
      <Form key="number" className="form" method="post" noValidate>
        <p>{kind === "add" ? t.addIntro : t.numberIntro}</p>
        <input type="hidden" name="intent" value="send" />
        <Field
          label={t.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t.phoneHint}
          maxLength={40}
          defaultValue={answer?.phone}
          required
          error={asError(answer?.fields.phone)}
        />
        <SubmitButton pending={busy} pendingLabel={t.sendingCode} postsWithoutScripts>
          {t.sendCode}
        </SubmitButton>
        <FormError message={lost ? networkError : answer?.error} />
      </Form>
    )
  }

  return (
    <>
      {answer.sent && (
        <p className="form-note" role="status">
          {t.codeSent(answer.phone)}
        </p>
      )}
      <Form key={`code-${answer.phone}`} className="form" method="post" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="phone" value={answer.phone} />
        {kind === "sign-up" && (
          <Field
            label={t.name}
            name="name"
            autoComplete="name"
            maxLength={100}
            defaultValue={answer.name}
            placeholder={t.nameHint}
            required
            error={asError(answer.fields.name)}
          />
        )}
        <OneTimeCodeField label={t.code} error={asError(answer.fields.code)} />
        <SubmitButton pending={busy && intent === "verify"} pendingLabel={t.verifying} postsWithoutScripts>
          {kind === "add" ? t.addSave : t.verify}
        </SubmitButton>
        <FormError message={lost ? networkError : answer.error} />
      </Form>
      <Form className="form phone-sign-in__again" method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="phone" value={answer.phone} />
        <button type="submit" className="button button--ghost button--block" disabled={busy}>
          {busy && intent === "resend" ? t.sendingCode : t.sendAgain}
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to={`${withoutLocale(pathname)}${search}`}>{t.otherNumber}</Link>
        {kind !== "add" && (
          <>
            {" · "}
            <Link to={kind === "sign-up" ? paths.signUp(returnTo) : paths.logIn(returnTo)}>{t.otherWays}</Link>
          </>
        )}
      </p>
    </>
  )
}
