import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { policyLinks } from "../policy-handles"

/** The footer's links to the policy pages. */
export function PolicyLinks() {
  const messages = useMessages()
  return (
    <nav aria-label={messages.policies.footerTitle} className="policy-links">
      <strong>{messages.policies.footerTitle}</strong>
      <ul>
        {policyLinks(messages.policies).map(({ handle, label }) => (
          <li key={handle}>
            <Link to={paths.policy(handle)}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Checkout's line: "By placing the order you agree to our Terms and conditions and Returns and warranty." */
export function CheckoutPolicyNote() {
  const t = useMessages().policies
  return (
    <p className="checkout-policies">
      {t.checkoutNote} <Link to={paths.policy("terms")}>{t.terms}</Link> {t.and} <Link to={paths.policy("returns-and-warranty")}>{t.returns}</Link>.
    </p>
  )
}
