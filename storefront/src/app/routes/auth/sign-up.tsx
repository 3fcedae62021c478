import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { PhoneSignInLink } from "../../../features/auth/phone/components/phone-link"
import { signUpSchema, type SignUpInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/return-path"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import { claimAtSignIn } from "../../claim-at-sign-in.server"
import { signInByForm, type AuthFormAnswer } from "../../../features/auth/api/form-sign-in.server"
import { answeredError } from "../../../features/auth/form-answer"
import { onwardIfSignedIn } from "../../../features/auth/guard.server"
import { isLost, posting, signInFromBrowser } from "../../../features/auth/signed-in"
import { browserQueryClient } from "../../provider"
import type { Route } from "./+types/sign-up"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).auth.signUpTitle, location.pathname, localeOfMatches(matches))

/** Someone already signed in goes on (features/auth/guard.server.ts): the form is a visitor's. */
export const loader = ({ request }: Route.LoaderArgs) => onwardIfSignedIn(request)

/** With or without scripts: registers and signs in on the server, claims the visitor cart, goes back (303). */
export const action = ({ request, context }: Route.ActionArgs) => signInByForm("sign-up", request, context.origin, claimAtSignIn)

/** With scripts, the same post; the browser then knows who is signed in before the next page's guard asks. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signInFromBrowser(serverAction, browserQueryClient())

/** /sign-up: name, email, password twice; creates the Medusa customer and signs in. */
export function SignUpRoute() {
  const t = useMessages().auth
  const returnTo = useReturnPath()
  const submit = useSubmit()
  const navigation = useNavigation()
  const answered = useActionData<AuthFormAnswer | { lost: true }>()
  const answer = isLost(answered) ? undefined : answered
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema(t)),
    defaultValues: { name: answer?.name, email: answer?.email },
  })
  // Checked here first, then the same post a browser without scripts sends.
  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post" }))
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
        <SubmitButton pending={posting(navigation)} pendingLabel={t.signingUp} postsWithoutScripts>
          {t.signUp}
        </SubmitButton>
        <FormError message={isLost(answered) ? t.networkError : answer?.error} />
      </Form>
      <PhoneSignInLink kind="sign-up" />
      <GoogleButton />
      <p className="auth-page__switch">
        {t.haveAccount} <Link to={paths.logIn(returnTo)}>{t.logIn}</Link>
      </p>
    </section>
  )
}

export default SignUpRoute
