import { useEffect, useRef } from "react"
import { messages } from "../../../messages"

const t = messages.checkout

const METHODS = [
  { id: "card", name: t.methods.card, works: false },
  { id: "rocket", name: t.methods.rocket, works: false },
  { id: "bkash", name: t.methods.bkash, works: false },
  { id: "cod", name: t.methods.cod, works: true },
] as const

type Props = { onConfirm: () => void; onClose: () => void; placing: boolean }

/** The payment step: only cash on delivery works; the others are announced as coming soon. */
export function PaymentMethods({ onConfirm, onClose, placing }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="payment-title"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose()
        }}
      >
        <h2 id="payment-title" tabIndex={-1} ref={heading}>
          {t.paymentTitle}
        </h2>
        <ul className="payment-methods">
          {METHODS.map((method) => (
            <li key={method.id} className="payment-method">
              <span className="payment-method__name">{method.name}</span>
              {method.works ? (
                <button type="button" className="button" onClick={onConfirm} disabled={placing}>
                  {placing ? t.placing : t.confirmOrder}
                </button>
              ) : (
                <span className="payment-method__soon">{t.comingSoon}</span>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.back}
        </button>
      </div>
    </div>
  )
}
