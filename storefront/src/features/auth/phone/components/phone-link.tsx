import { Link } from "react-router"
import { paths } from "../../../../config/paths"
import { useMessages } from "../../../../i18n"
import { useReturnPath } from "../../return-path"

/**
 * "Continue with mobile number" on the log-in and sign-up pages (and so on the checkout's
 * sign-in, which is the log-in page with the way back to the order): the phone page of the same
 * kind, keeping that way back. A plain link: it works without scripts.
 */
export function PhoneSignInLink({ kind }: { kind: "log-in" | "sign-up" }) {
  const t = useMessages().phoneSignIn
  const returnTo = useReturnPath()
  return (
    <p className="phone-sign-in-link">
      <Link className="button button--ghost button--block" to={kind === "sign-up" ? paths.signUpPhone(returnTo) : paths.logInPhone(returnTo)}>
        {t.continueWithPhone}
      </Link>
    </p>
  )
}
