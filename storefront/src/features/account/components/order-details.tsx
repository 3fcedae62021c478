import { useEffect, useRef } from "react"
import { Form, Link, useNavigation, useSearchParams } from "react-router"
import { FormError } from "../../../components/form/field"
import { ErrorMessage } from "../../../components/ui/error-message"
import { Money } from "../../../components/ui/money"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import { isOrderNotFound, useMyOrder, type DeliveryAddress, type OrderDetails } from "../api/get-order"
import { ListSkeleton } from "../../../components/ui/list-skeleton"
import { OrderItems, OrderStatusBadge, OrderTotals } from "../../../components/orders/order-summary"
import { CANCEL_PARAM, CANCELED_PARAM } from "../constants"
import { OrderTimeline } from "./order-timeline"
import { placeLine, usePlacesIn } from "../../session/address/place-names"

type Props = {
  id: string
  justPlaced: boolean
  /** Why the last "Yes, cancel the order" was refused (the route's action answered it: it shipped meanwhile, say). */
  cancelError?: string | null
}

/**
 * One order of the signed-in customer: number, date, its stage and timeline, items, delivery
 * address, delivery charge, total, how it is paid (cash on delivery or bKash), and canceling it while it has not shipped. Right after checkout (`justPlaced`) it opens
 * with the thanks, in place of a toast that would cover the page on a phone.
 */
export function OrderDetailsView({ id, justPlaced, cancelError = null }: Props) {
  const messages = useMessages()
  const { data: order, isPending, error, refetch } = useMyOrder(id)
  if (error && isOrderNotFound(error)) return <OrderNotFound />
  if (error) return <ErrorMessage message={messages.errors.unexpected} onRetry={() => void refetch()} />
  if (isPending) return <ListSkeleton label={messages.orderPage.loading} rows={4} />
  return <OrderView order={order} justPlaced={justPlaced} cancelError={cancelError} />
}

function OrderView({ order, justPlaced, cancelError }: { order: OrderDetails; justPlaced: boolean; cancelError: string | null }) {
  const { messages, date } = useI18n()
  const t = messages.orderPage
  const o = messages.orders
  const heading = useRef<HTMLHeadingElement>(null)
  const [search] = useSearchParams()
  // The page replaced the checkout form: a screen reader starts at the thanks, not mid-page.
  useEffect(() => {
    if (justPlaced) heading.current?.focus()
  }, [justPlaced])

  return (
    <article className="order-page">
      <header className="order-page__header">
        <h1 ref={heading} tabIndex={-1}>
          {justPlaced ? t.thanks : o.number(order.number)}
        </h1>
        {justPlaced && (
          <>
            <p className="order-page__created">{t.created}</p>
            <p className="order-page__number">{o.number(order.number)}</p>
          </>
        )}
        {search.has(CANCELED_PARAM) && order.life.stage === "canceled" && (
          <p className="notice notice--success" role="status">
            {t.canceled}
          </p>
        )}
        <p className="order-page__meta">
          <OrderStatusBadge stage={order.life.stage} text={messages.orders} />
          <span>
            {o.placedOn} <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
          </span>
        </p>
      </header>

      <section className="order-page__section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{o.items}</h2>
        <OrderItems items={order.items} text={messages.orders} />
        <OrderTotals order={order} text={messages.orders} />
      </section>

      {order.address && <DeliveryAddressSection address={order.address} />}

      <PaymentSection order={order} />

      <OrderTimeline life={order.life} paidWithBkash={order.payment.method === "bkash"} />

      {order.life.cancelableByCustomer && <CancelOrder order={order} confirming={search.has(CANCEL_PARAM)} />}
      {/* Outside the section: a 409 (it shipped meanwhile) re-reads the order, which removes the button, not the reason. */}
      <FormError message={cancelError} />

      <p className="order-page__links">
        <Link className="button" to={paths.account.orders()}>
          {t.backToOrders}
        </Link>
        <Link to={paths.shop()}>{t.keepShopping}</Link>
      </p>
    </article>
  )
}

/**
 * "Cancel order", then a confirm step in place (no browser dialog: it reads the same on a phone
 * and to a screen reader). Both steps are forms, so they work without scripts: the first opens the
 * page with `?cancel=1` (the question), "Keep my order" opens it without; "Yes, cancel the order"
 * posts to the page's action. The server has the last word: once shipped it answers 409 with why.
 */
function CancelOrder({ order, confirming }: { order: OrderDetails; confirming: boolean }) {
  const t = useMessages().orderPage
  const navigation = useNavigation()
  const canceling = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
  const question = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (confirming) question.current?.focus()
  }, [confirming])

  return (
    <section className="order-page__section order-cancel" aria-labelledby="order-cancel-title">
      <h2 id="order-cancel-title">{t.cancel}</h2>
      {confirming ? (
        <>
          <p ref={question} tabIndex={-1}>
            {t.cancelQuestion(order.number)}
          </p>
          <div className="order-cancel__buttons">
            <Form method="post" action={paths.account.order(order.id)}>
              <button type="submit" className="button button--danger" disabled={canceling}>
                {canceling ? t.canceling : t.cancelConfirm}
              </button>
            </Form>
            <Form method="get" action={paths.account.order(order.id)} replace preventScrollReset>
              <button type="submit" className="button button--ghost" disabled={canceling}>
                {t.cancelKeep}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p>{t.cancelHint}</p>
          <Form method="get" action={paths.account.order(order.id)} replace preventScrollReset>
            <input type="hidden" name={CANCEL_PARAM} value="1" />
            <button type="submit" className="button button--ghost">
              {t.cancel}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}

/** How it is paid: cash to the rider (the amount due), or bKash with its transaction id (already paid). */
function PaymentSection({ order }: { order: OrderDetails }) {
  const messages = useMessages()
  const t = messages.orderPage
  const { payment } = order
  return (
    <section className="order-page__section" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">{t.payment}</h2>
      {payment.method === "bkash" ? (
        <>
          <p className="order-page__paid-with">{payment.trxId ? messages.bkash.transaction(payment.trxId) : messages.bkash.paidWith}</p>
          <p className="order-page__due">
            {messages.bkash.paidAmount}: <Money amount={order.total} />
          </p>
        </>
      ) : (
        <>
          <p>{t.cod}</p>
          <p className="order-page__due">
            {t.codAmount}: <Money amount={order.total} />
          </p>
        </>
      )}
    </section>
  )
}

function DeliveryAddressSection({ address }: { address: DeliveryAddress }) {
  const t = useMessages().orderPage
  // Stored in English (the official spelling); shown in the page's language.
  const places = usePlacesIn(address)
  const place = placeLine(places)
  return (
    <section className="order-page__section" aria-labelledby="order-address-title">
      <h2 id="order-address-title">{t.deliverTo}</h2>
      <address className="order-page__address">
        {[address.name, address.road, place, places.division].filter(Boolean).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        {address.phone && (
          <span>
            {t.phone}: {address.phone}
          </span>
        )}
      </address>
    </section>
  )
}

/** Another customer's order, a mistyped or made-up id: the server said there is none for you. */
function OrderNotFound() {
  const t = useMessages().orderPage
  return (
    <div className="order-page order-page--missing">
      <h1>{t.notFound}</h1>
      <p>{t.notFoundHint}</p>
      <Link className="button" to={paths.account.orders()}>
        {t.backToOrders}
      </Link>
    </div>
  )
}
