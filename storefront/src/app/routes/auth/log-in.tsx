import { zodResolver } from "@hookform/resolvers/zod"
import { SubmitButton } from "../../../components/form/submit-button"
import { useForm } from "react-hook-form"
import { Link, Navigate, useLocation, useNavigate } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useLogIn } from "../../../features/auth/api/log-in"
import { useSession } from "../../../features/session/api/session"
import { GoogleButton } from "../../../features/auth/components/google-button"
import { describeAuthError } from "../../../features/auth/errors"
import { logInSchema, type LogInInput } from "../../../features/auth/schemas"
import { useReturnPath } from "../../../features/auth/use-return-path"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.auth

/** /log-in: email and password (Medusa emailpass), then back to where the visitor came from. */
export function LogInRoute() {
  usePageTitle(t.logInTitle)
  const { data: session } = useSession()
  const returnTo = useReturnPath()
  const navigate = useNavigate()
  const location = useLocation()
  const logIn = useLogIn()
  const { register, handleSubmit, formState } = useForm<LogInInput>({ resolver: zodResolver(logInSchema) })

  if (session && !logIn.isSuccess) return <Navigate to={returnTo} replace />

  const onSubmit = handleSubmit((input) => logIn.mutate(input, { onSuccess: () => navigate(returnTo, { replace: true }) }))

  return (
    <section className="auth-page">
      <h1>{t.logInTitle}</h1>
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field label={t.email} type="email" autoComplete="email" registration={register("email")} error={formState.errors.email} />
        <Field label={t.password} type="password" autoComplete="current-password" registration={register("password")} error={formState.errors.password} />
        <p className="auth-page__forgot">
          <Link to={paths.forgotPassword()}>{t.forgotPasswordLink}</Link>
        </p>
        <SubmitButton pending={logIn.isPending} pendingLabel={t.loggingIn}>
          {t.logIn}
        </SubmitButton>
        <FormError message={logIn.error ? describeAuthError(logIn.error, "log-in") : null} />
      </form>
      <GoogleButton />
      <p className="auth-page__switch">
        {t.noAccount}{" "}
        <Link to={paths.signUp()} state={location.state}>
          {t.createAccount}
        </Link>
      </p>
    </section>
  )
}

export default LogInRoute
