import type { OrderLife } from "@chaka/rules"
import { useI18n, useMessages } from "../../../i18n"

/**
 * The order's life as an ordered list: placed → approved → shipped → delivered (or the stages it
 * reached, then canceled). A reached stage shows its date and what happened, the current
 * one is marked (aria-current), the ones still ahead are greyed with "Not yet" alone. Once shipped: the courier and
 * the tracking number, when the shop gave them. A bKash order was paid before it came: its delivery says so.
 */
export function OrderTimeline({ life, paidWithBkash = false }: { life: OrderLife; paidWithBkash?: boolean }) {
  const { messages, date } = useI18n()
  const t = messages.orderPage
  const stages = messages.orders.stages
  const current = life.steps.findIndex((step) => step.stage === life.stage)
  return (
    <section className="order-page__section" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t.timelineTitle}</h2>
      <ol className="order-steps">
        {life.steps.map((step, index) => {
          const reached = index <= current
          const isCurrent = index === current
          const state = isCurrent ? "current" : reached ? "done" : "ahead"
          return (
            <li
              key={step.stage}
              className={`order-steps__step order-steps__step--${state}${step.stage === "canceled" ? " order-steps__step--canceled" : ""}`}
              aria-current={isCurrent ? "step" : undefined}
            >
              <strong>
                {stages[step.stage]}
                {isCurrent && <span className="visually-hidden"> ({t.currentStep})</span>}
              </strong>
              {step.at && reached ? (
                <time className="order-steps__date" dateTime={step.at}>
                  {date(step.at)}
                </time>
              ) : (
                !reached && <span className="order-steps__date">{t.notYet}</span>
              )}
              {/* Each stage's text says what happened: only true once it has. */}
              {reached && (
                <span className="order-steps__text">{paidWithBkash && step.stage === "delivered" ? messages.bkash.delivered : t.stageText[step.stage]}</span>
              )}
              {step.stage === "shipped" && reached && (life.courier || life.trackingNumber) && <Shipment life={life} />}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function Shipment({ life }: { life: OrderLife }) {
  const t = useMessages().orderPage
  return (
    <dl className="order-steps__shipment">
      {life.courier && (
        <>
          <dt>{t.courier}</dt>
          <dd>{life.courier}</dd>
        </>
      )}
      {life.trackingNumber && (
        <>
          <dt>{t.trackingNumber}</dt>
          <dd className="order-steps__tracking">{life.trackingNumber}</dd>
        </>
      )}
    </dl>
  )
}
