import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router"
import { FormError } from "../../../components/form/field"
import { shopConfigQueryOptions } from "../api/shop-config"
import { useMessages } from "../../../i18n"
import { useOpenIdSignIn } from "../api/openid-sign-in"
import { describeAuthError } from "../errors"
import { OpenIdError, openSignInPopup } from "../openid-popup"
import { useReturnPath } from "../return-path"
import { paths } from "../../../config/paths"

/**
 * "Continue with Google" on /log-in and /sign-up: a popup sign-in with the shop's OpenID
 * provider, then back to where the visitor came from. Without a configured provider the
 * button says so instead of pretending.
 */
export function GoogleButton() {
  const t = useMessages().auth
  const { data: config } = useQuery(shopConfigQueryOptions)
  const provider = config?.openid_sign_in ?? null
  const signIn = useOpenIdSignIn()
  const [failure, setFailure] = useState<unknown>(null)
  const [note, setNote] = useState<string | null>(null)
  const navigate = useNavigate()
  const returnTo = useReturnPath()
  const name = provider?.name ?? "Google"

  const start = () => {
    setFailure(null)
    if (!provider) return setNote(t.openIdNotConfigured)
    let popup: Window
    try {
      popup = openSignInPopup()
    } catch (error) {
      return setFailure(error)
    }
    const done = { onSuccess: () => navigate(returnTo ?? paths.home(), { replace: true }), onError: setFailure }
    signIn.mutate(
      { popup },
      {
        ...done,
        onError: (error) => {
          setFailure(error)
          // A popup that only looked closed may still answer: then the sign-in completes.
          if (error instanceof OpenIdError)
            void error.lateAnswer?.then((answer) => {
              setFailure(null)
              signIn.mutate({ answer }, done)
            })
        },
      }
    )
  }

  return (
    <div className="google-sign-in">
      <button type="button" className="button button--ghost button--block" onClick={start} disabled={signIn.isPending}>
        {signIn.isPending ? t.openIdSigningIn(name) : t.openIdButton(name)}
      </button>
      {note && (
        <p className="form-note" role="status">
          {note}
        </p>
      )}
      <FormError message={failure ? describeAuthError(failure, "log-in", t) : null} />
    </div>
  )
}
