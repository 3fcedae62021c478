import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, Navigate, useActionData, useNavigate } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useSession } from "../../../features/session/api/session"
import { useSignUp } from "../../../features/auth/api/sign-up"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { describeAuthError } from "../../../features/auth/errors"
import { signUpSchema, type SignUpInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/return-path"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { signInByForm, type AuthFormAnswer } from "../../../features/auth/api/form-sign-in.server"
import { answeredError } from "../../../features/auth/form-answer"
import { onwardIfSignedIn } from "../../../features/auth/guard.server"
import type { Route } from "./+types/sign-up"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.signUpTitle, location.pathname, localeOfMatches(matches))

/** The form as a plain HTML post (no scripts): registers and signs in on the server, claims the visitor cart, goes back. */
/** Someone already signed in goes on (features/auth/guard.server.ts): the form is a visitor's. */
export const loader = ({ request }: Route.LoaderArgs) => onwardIfSignedIn(request)

export const action = ({ request, context }: Route.ActionArgs) => signInByForm("sign-up", request, context.origin, claimAtSignIn)

/** /sign-up: name, email, password twice; creates the Medusa customer and signs in. */
export function SignUpRoute() {
  const t = useMessages().auth
  const { data: session } = useSession()
  const returnTo = useReturnPath()
  const navigate = useNavigate()
  const signUp = useSignUp()
  const answer = useActionData<AuthFormAnswer>()
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema(t)),
    defaultValues: { name: answer?.name, email: answer?.email },
  })

  if (session && !signUp.isSuccess) return <Navigate to={returnTo ?? paths.home()} replace />

  const onSubmit = handleSubmit((input) => signUp.mutate(input, { onSuccess: () => navigate(returnTo ?? paths.home(), { replace: true }) }))
  const { errors } = formState

  return (
    <section className="auth-page">
      <h1>{t.signUpTitle}</h1>
      {returnTo?.startsWith(paths.buyNowBase("")) && <p className="auth-page__why">{t.toPlaceOrder}</p>}
      <Form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label={t.name}
          autoComplete="name"
          registration={register("name")}
          defaultValue={answer?.name}
          error={errors.name ?? answeredError(answer, "name")}
        />
        <Field
          label={t.email}
          type="email"
          autoComplete="email"
          registration={register("email")}
          defaultValue={answer?.email}
          error={errors.email ?? answeredError(answer, "email")}
        />
        <Field
          label={t.password}
          type="password"
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password ?? answeredError(answer, "password")}
        />
        <Field
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword ?? answeredError(answer, "confirmPassword")}
        />
        <SubmitButton pending={signUp.isPending} pendingLabel={t.signingUp} postsWithoutScripts>
          {t.signUp}
        </SubmitButton>
        <FormError message={signUp.error ? describeAuthError(signUp.error, "sign-up", t) : answer?.error} />
      </Form>
      <GoogleButton />
      <p className="auth-page__switch">
        {t.haveAccount} <Link to={paths.logIn(returnTo)}>{t.logIn}</Link>
      </p>
    </section>
  )
}

export default SignUpRoute
