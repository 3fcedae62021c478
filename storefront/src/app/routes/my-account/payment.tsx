import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/payment: saved payment methods are not offered yet (cash on delivery needs none). */
export function PaymentRoute() {
  usePageTitle(messages.account.payment)
  return (
    <>
      <h1>{messages.account.payment}</h1>
      <p className="empty-state">{messages.account.paymentComingSoon}</p>
    </>
  )
}

export default PaymentRoute
