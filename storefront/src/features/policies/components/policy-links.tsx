import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { messages } from "../../../messages"
import { POLICY_LINKS } from "../policy-handles"

/** The footer's links to the policy pages. */
export function PolicyLinks() {
  return (
    <nav aria-label={messages.policies.footerTitle} className="policy-links">
      <strong>{messages.policies.footerTitle}</strong>
      <ul>
        {POLICY_LINKS.map(({ handle, label }) => (
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
  const t = messages.policies
  return (
    <p className="checkout-policies">
      {t.checkoutNote} <Link to={paths.policy("terms")}>{t.terms}</Link> {t.and} <Link to={paths.policy("returns-and-warranty")}>{t.returns}</Link>.
    </p>
  )
}
