import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, Navigate, useActionData, useNavigate } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useLogIn } from "../../../features/auth/api/log-in"
import { useSession } from "../../../features/session/api/session"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { describeAuthError } from "../../../features/auth/errors"
import { logInSchema, type LogInInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/return-path"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { signInByForm, type AuthFormAnswer } from "../../../features/auth/api/form-sign-in.server"
import { answeredError } from "../../../features/auth/form-answer"
import { onwardIfSignedIn } from "../../../features/auth/guard.server"
import type { Route } from "./+types/log-in"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.logInTitle, location.pathname, localeOfMatches(matches))

/** The form as a plain HTML post (no scripts): signs in on the server, claims the visitor cart, goes back. */
/** Someone already signed in goes on (features/auth/guard.server.ts): the form is a visitor's. */
export const loader = ({ request }: Route.LoaderArgs) => onwardIfSignedIn(request)

export const action = ({ request, context }: Route.ActionArgs) => signInByForm("log-in", request, context.origin, claimAtSignIn)

/** /log-in: email and password (Medusa emailpass), then back to where the visitor came from. */
export function LogInRoute() {
  const t = useMessages().auth
  const { data: session } = useSession()
  const returnTo = useReturnPath()
  const navigate = useNavigate()
  const logIn = useLogIn()
  const answer = useActionData<AuthFormAnswer>()
  const { register, handleSubmit, formState } = useForm<LogInInput>({ resolver: zodResolver(logInSchema(t)), defaultValues: { email: answer?.email } })

  if (session && !logIn.isSuccess) return <Navigate to={returnTo ?? paths.home()} replace />

  const onSubmit = handleSubmit((input) => logIn.mutate(input, { onSuccess: () => navigate(returnTo ?? paths.home(), { replace: true }) }))

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
        <SubmitButton pending={logIn.isPending} pendingLabel={t.loggingIn} postsWithoutScripts>
          {t.logIn}
        </SubmitButton>
        <FormError message={logIn.error ? describeAuthError(logIn.error, "log-in", t) : answer?.error} />
      </Form>
      <GoogleButton />
      <p className="auth-page__switch">
        {t.noAccount} <Link to={paths.signUp(returnTo)}>{t.createAccount}</Link>
      </p>
    </section>
  )
}

export default LogInRoute
