import { useMessages } from "../../../i18n"
import { usePaymentMethods } from "../api/payment-methods"

/** The ways to pay the shop takes (the account's Payment screen): chosen at each order, none saved. */
export function AcceptedPayments() {
  const messages = useMessages()
  const b = messages.bkash
  const { data: offered, isPending } = usePaymentMethods()
  if (isPending) return <div className="accepted-payments" aria-busy="true" />
  const bkash = offered?.includes("bkash") ?? false
  return (
    <div className="accepted-payments">
      <p>{b.methodsIntro}</p>
      <ul className="payment-methods">
        <li className="payment-method">
          <span className="payment-method__label">
            <span className="payment-method__name">{messages.checkout.methods.cod}</span>
            <span className="payment-method__hint">{b.codHint}</span>
          </span>
        </li>
        {bkash && (
          <li className="payment-method">
            <span className="payment-method__label">
              <span className="payment-method__name">{b.name}</span>
              <span className="payment-method__hint">{b.bkashMethod}</span>
            </span>
          </li>
        )}
      </ul>
      {bkash && <p className="form-note">{b.noSaved}</p>}
    </div>
  )
}
