import { messages } from "../../../messages"
import type { OrderStatus } from "../api/get-orders"

const t = messages.orderPage

/** The spec's order statuses (pending → Approved) and the delivery that ends them, this order's step marked. */
export function OrderNextSteps({ status }: { status: OrderStatus }) {
  const current = status === "approved" ? 1 : 0
  return (
    <section className="order-page__section" aria-labelledby="order-next-title">
      <h2 id="order-next-title">{t.nextTitle}</h2>
      <ol className="order-steps">
        {t.steps.map((step, index) => (
          <li
            key={step.name}
            className={index === current ? "order-steps__step order-steps__step--current" : "order-steps__step"}
            aria-current={index === current ? "step" : undefined}
          >
            <strong>
              {step.name}
              {index === current && <span className="visually-hidden"> ({t.currentStep})</span>}
            </strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
