import { useEffect, useRef } from "react"
import { useMessages } from "../../../i18n"
import { useHydrated } from "../../../lib/use-hydrated"
import type { PaymentMethodId } from "../api/payment-methods"
import { CHECKOUT_FIELDS, type PayWith } from "../schemas"

/** One line of the step: a method the shop takes now, with its button's words. */
type Method = { id: PayWith; name: string; hint?: string; works: { pay: string; busy: string } }

type Props = {
  /** The checkout form these buttons submit, each with its payment (`pay_with`). */
  formId: string
  /** What the shop takes now (GET /store/payment-methods): only these are listed. */
  offered: readonly PaymentMethodId[]
  onClose: () => void
  /** A request is on its way (placing the order, or opening bKash): no second one. */
  placing: boolean
  /** Which method the request in flight is for, for its button's words. */
  sending?: PayWith | null
}

/**
 * The payment step: cash on delivery, and bKash when the shop takes it. Only what the shop takes
 * now is listed (issue 56: no "coming soon" tiles for methods a shopper cannot use). Each method is a submit button of the checkout form (its `form` attribute), so it
 * posts the address with its choice, scripts or not. Before scripts run (the action answered the
 * form without "Cash on delivery" ticked) it shows under the form instead of over it.
 */
export function PaymentMethods({ formId, offered, onClose, placing, sending = null }: Props) {
  const messages = useMessages()
  const hydrated = useHydrated()
  const t = messages.checkout
  const b = messages.bkash
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const bkash = offered.includes("bkash")
  const methods: Method[] = [
    ...(bkash ? [{ id: "bkash" as const, name: t.methods.bkash, hint: b.hint, works: { pay: b.pay, busy: b.sending } }] : []),
    { id: "cod", name: t.methods.cod, hint: bkash ? b.codHint : undefined, works: { pay: t.confirmOrder, busy: t.placing } },
  ]
  return (
    <div className={hydrated ? "dialog-backdrop" : "payment-step"}>
      <div
        className="dialog"
        role="dialog"
        aria-modal={hydrated}
        aria-labelledby="payment-title"
        onKeyDown={(event) => {
          if (event.key === "Escape" && !placing) onClose()
        }}
      >
        <h2 id="payment-title" tabIndex={-1} ref={heading}>
          {t.paymentTitle}
        </h2>
        <ul className="payment-methods">
          {methods.map((method) => (
            <li key={method.id} className="payment-method">
              <span className="payment-method__label">
                <span className="payment-method__name">{method.name}</span>
                {method.hint && <span className="payment-method__hint">{method.hint}</span>}
              </span>
              <button
                type="submit"
                form={formId}
                name={CHECKOUT_FIELDS.payWith}
                value={method.id}
                className="button"
                disabled={placing}
                aria-busy={placing && sending === method.id}
              >
                {placing && sending === method.id ? method.works.busy : method.works.pay}
              </button>
            </li>
          ))}
        </ul>
        {hydrated && (
          <button type="button" className="button button--ghost" onClick={onClose} disabled={placing}>
            {t.back}
          </button>
        )}
      </div>
    </div>
  )
}
