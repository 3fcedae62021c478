import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Link, Navigate, useLocation, useNavigate } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useSession } from "../../../features/session/api/session"
import { useSignUp } from "../../../features/auth/api/sign-up"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { describeAuthError } from "../../../features/auth/errors"
import { signUpSchema, type SignUpInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/use-return-path"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.auth

/** /sign-up: name, email, password twice; creates the Medusa customer and signs in. */
export function SignUpRoute() {
  usePageTitle(t.signUpTitle)
  const { data: session } = useSession()
  const returnTo = useReturnPath()
  const navigate = useNavigate()
  const location = useLocation()
  const signUp = useSignUp()
  const { register, handleSubmit, formState } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema) })

  if (session && !signUp.isSuccess) return <Navigate to={returnTo} replace />

  const onSubmit = handleSubmit((input) => signUp.mutate(input, { onSuccess: () => navigate(returnTo, { replace: true }) }))
  const { errors } = formState

  return (
    <section className="auth-page">
      <h1>{t.signUpTitle}</h1>
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field label={t.name} autoComplete="name" registration={register("name")} error={errors.name} />
        <Field label={t.email} type="email" autoComplete="email" registration={register("email")} error={errors.email} />
        <Field label={t.password} type="password" autoComplete="new-password" registration={register("password")} error={errors.password} />
        <Field
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword}
        />
        <SubmitButton pending={signUp.isPending} pendingLabel={t.signingUp}>
          {t.signUp}
        </SubmitButton>
        <FormError message={signUp.error ? describeAuthError(signUp.error, "sign-up") : null} />
      </form>
      <GoogleButton />
      <p className="auth-page__switch">
        {t.haveAccount}{" "}
        <Link to={paths.logIn()} state={location.state}>
          {t.logIn}
        </Link>
      </p>
    </section>
  )
}

export default SignUpRoute
