import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { PhoneSignInLink } from "../../../features/auth/phone/components/phone-link"
import { logInSchema, type LogInInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/return-path"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { signInByForm, type AuthFormAnswer } from "../../../features/auth/api/form-sign-in.server"
import { answeredError } from "../../../features/auth/form-answer"
import { onwardIfSignedIn } from "../../../features/auth/guard.server"
import { isLost, posting, signInFromBrowser } from "../../../features/auth/signed-in"
import { browserQueryClient } from "../../provider"
import type { Route } from "./+types/log-in"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.logInTitle, location.pathname, localeOfMatches(matches))

/** Someone already signed in goes on (features/auth/guard.server.ts): the form is a visitor's. */
export const loader = ({ request }: Route.LoaderArgs) => onwardIfSignedIn(request)

/**
 * The one sign-in by password, with or without the page's scripts: signs in on the server, claims
 * the visitor cart, goes back (303) to where the shopper came from.
 */
export const action = ({ request, context }: Route.ActionArgs) => signInByForm("log-in", request, context.origin, claimAtSignIn)

/** With scripts, the same post; the browser then knows who is signed in before the next page's guard asks. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signInFromBrowser(serverAction, browserQueryClient())

/** /log-in: email and password (Medusa emailpass), then back to where the visitor came from. */
export function LogInRoute() {
  const t = useMessages().auth
  const returnTo = useReturnPath()
  const submit = useSubmit()
  const navigation = useNavigation()
  const answered = useActionData<AuthFormAnswer | { lost: true }>()
  const answer = isLost(answered) ? undefined : answered
  const { register, handleSubmit, formState } = useForm<LogInInput>({ resolver: zodResolver(logInSchema(t)), defaultValues: { email: answer?.email } })
  // Checked here first, then the same post a browser without scripts sends.
  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post" }))

  return (
    <section className="auth-page">
      <h1>{t.logInTitle}</h1>
      {returnTo?.startsWith(paths.buyNowBase("")) && <p className="auth-page__why">{t.toPlaceOrder}</p>}
      <Form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label={t.email}
          type="email"
          autoComplete="email"
          registration={register("email")}
          defaultValue={answer?.email}
          error={formState.errors.email ?? answeredError(answer, "email")}
        />
        <Field
          label={t.password}
          type="password"
          autoComplete="current-password"
          registration={register("password")}
          error={formState.errors.password ?? answeredError(answer, "password")}
        />
        <p className="auth-page__forgot">
          <Link to={paths.forgotPassword()}>{t.forgotPasswordLink}</Link>
        </p>
        <SubmitButton pending={posting(navigation)} pendingLabel={t.loggingIn} postsWithoutScripts>
          {t.logIn}
        </SubmitButton>
        <FormError message={isLost(answered) ? t.networkError : answer?.error} />
      </Form>
      <PhoneSignInLink kind="log-in" />
      <GoogleButton />
      <p className="auth-page__switch">
        {t.noAccount} <Link to={paths.signUp(returnTo)}>{t.createAccount}</Link>
      </p>
    </section>
  )
}

export default LogInRoute
