import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useId } from "react"
import { useForm } from "react-hook-form"
import { Form, useSearchParams } from "react-router"
import { Field } from "../../../../components/form/field"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { errorMessage } from "../../../../lib/errors"
import { useErrorToast } from "../../../../lib/use-error-toast"
import { useI18n, useMessages } from "../../../../i18n"
import { ListSkeleton } from "../../../../components/ui/list-skeleton"
import { ORDERS_PAGE_SIZE, useShopOrders, type ShopOrder } from "../api/shop-orders"
import { useOrdersRead } from "../api/orders-read"
import { ORDER_INTENTS, ORDERS_FETCHER, orderFiltersOf, orderFiltersSearch } from "../forms"
import { OrderFilters } from "./order-filters"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm, useListAnswer, useRecordAnswer } from "../../use-admin-form"
import { SHIP_TEXT_MAX as SHIP_FIELD_LENGTH, shipSchema, type ShipFormInput } from "../schemas"
import { OrderItems, OrderStatusBadge, OrderTotals } from "../../../../components/orders/order-summary"

/**
 * /admin/manage-order: every customer's orders, a page at a time (?page=, read on the server),
 * filtered by status and payment and searched by number, phone or name (?stage=&payment=&q=,
 * OrderFilters, with the counts of the orders waiting for the owner),
 * each with its stage and its next step: approve a placed order, ship an approved one (courier,
 * tracking number), mark a shipped one delivered; delete any not yet shipped. Each step is a
 * small form posted to the route's action, with or without scripts.
 */
export function ManageOrders() {
  const messages = useMessages()
  const t = messages.adminOrders
  const [params, setParams] = useSearchParams()
  const filters = orderFiltersOf(params)
  const { page } = filters
  const { data, isPending, error, refetch, isPlaceholderData } = useShopOrders(filters)
  useErrorToast(error)
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / ORDERS_PAGE_SIZE))
  const last = useListAnswer(ORDERS_FETCHER)

  // The last order of the last page was deleted: show the page before.
  useEffect(() => {
    if (data && page > pages) setParams(new URLSearchParams(orderFiltersSearch({ ...filters, page: pages })), { replace: true })
  }, [data, page, pages, setParams, filters])

  if (error && !data) return <ErrorMessage message={errorMessage(error, messages.auth.networkError)} onRetry={() => void refetch()} />
  if (isPending) return <ListSkeleton label={t.loading} />
  const filtered = Boolean(filters.stage || filters.payment || filters.q)
  if (!data.orders.length)
    return (
      <div className="admin-orders">
        <OrderFilters filters={filters} counts={data.counts} />
        <ListNote answer={last} />
        <p className="empty-state">{filtered ? t.noMatch : t.empty}</p>
      </div>
    )

  return (
    <div className="admin-orders" aria-busy={isPlaceholderData}>
      <OrderFilters filters={filters} counts={data.counts} />
      <ListNote answer={last} />
      <p className="admin-orders__count">{t.count(data.count)}</p>
      <ul className="order-list">
        {data.orders.map((order) => (
          <li key={order.id}>
            <AdminOrderCard order={order} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Form method="get" className="pager" aria-label={t.title}>
          {filters.stage && <input type="hidden" name="stage" value={filters.stage} />}
          {filters.payment && <input type="hidden" name="payment" value={filters.payment} />}
          {filters.q && <input type="hidden" name="q" value={filters.q} />}
          <button type="submit" name="page" value={page - 1} className="button button--ghost" disabled={page <= 1}>
            {t.previous}
          </button>
          <span aria-live="polite">{t.page(page, pages)}</span>
          <button type="submit" name="page" value={page + 1} className="button button--ghost" disabled={page >= pages}>
            {t.next}
          </button>
        </Form>
      )}
    </div>
  )
}

/** The list's last change, said above it (a deleted order's card is gone), or a post whose answer never came. */
function ListNote({ answer }: { answer: ReturnType<typeof useListAnswer> }) {
  return answer?.done || answer?.lost ? <AnswerNote answer={answer} /> : null
}

/** One of an order's buttons: a form of its own, posted with the order's id (`confirm`: asked first, with scripts). */
function OrderButton({
  order,
  intent,
  label,
  text,
  danger,
  confirm,
}: {
  order: ShopOrder
  intent: string
  label: string
  text: string
  danger?: boolean
  confirm?: string
}) {
  const form = useOrderForm(order, intent)
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        if (!confirm || window.confirm(confirm)) form.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={intent} />
      <input type="hidden" name={RECORD_ID} value={order.id} />
      <button type="submit" className={danger ? "button button--danger" : "button"} aria-label={label} disabled={form.busy}>
        {text}
      </button>
    </form>
  )
}

/** An order's form: its answer and whether any of the order's forms is being sent. */
function useOrderForm(order: ShopOrder, intent: string) {
  const read = useOrdersRead()
  const form = useAdminForm({ intent, id: order.id, key: ORDERS_FETCHER, onDone: read })
  return { ...form, busy: form.fetcher.state !== "idle" && form.fetcher.formData?.get(RECORD_ID) === order.id }
}

function AdminOrderCard({ order }: { order: ShopOrder }) {
  const { messages, date } = useI18n()
  const t = messages.adminOrders
  const titleId = useId()
  const number = order.display_id
  const stage = order.status
  const address = order.shipping_address
  // A refusal of one of this order's buttons (the backend's words), under the card.
  const answer = useRecordAnswer(ORDERS_FETCHER, order.id)
  const refused = answer?.error && answer.intent !== ORDER_INTENTS.ship ? answer : undefined
  const lines = order.items.map((item, index) => ({
    id: item.id ?? String(index),
    title: item.title,
    quantity: item.quantity,
    total: item.unit_price * item.quantity,
  }))

  return (
    <article className="order-card admin-order" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h2 id={titleId}>{t.number(number)}</h2>
        <OrderStatusBadge stage={stage} text={t} />
      </header>
      <p className="order-card__date">
        {t.placedOn} <time dateTime={order.created_at}>{date(order.created_at)}</time>
      </p>
      <dl className="admin-order__facts">
        <dt>{t.customer}</dt>
        <dd>
          {order.customer.name && <span>{order.customer.name}</span>}
          {order.customer.email && <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>}
        </dd>
        {address && (
          <>
            <dt>{t.address}</dt>
            <dd>
              {address.name && address.name !== order.customer.name && <span>{address.name}</span>}
              <span>{[address.road, address.thana, address.district, address.division].filter(Boolean).join(", ")}</span>
            </dd>
            {address.phone && (
              <>
                <dt>{t.phone}</dt>
                <dd>{address.phone}</dd>
              </>
            )}
          </>
        )}
        {order.payment && (
          <>
            <dt>{t.paidWith}</dt>
            <dd data-testid="order-payment">
              {order.payment.method === "bkash"
                ? order.payment.trx_id
                  ? messages.bkash.transaction(order.payment.trx_id)
                  : messages.bkash.paidWith
                : t.cashOnDelivery}
            </dd>
          </>
        )}
        {(order.life.courier || order.life.trackingNumber) && (
          <>
            <dt>{t.shippedWith}</dt>
            <dd>
              {order.life.courier && <span>{order.life.courier}</span>}
              {order.life.trackingNumber && (
                <span>
                  {t.trackingNumber}: {order.life.trackingNumber}
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
      <h3 className="visually-hidden">{t.items}</h3>
      <OrderItems items={lines} text={t} />
      <OrderTotals
        order={{
          subtotal: order.item_subtotal,
          discount: order.discount_total,
          codes: order.discount_codes,
          shipping: order.shipping_total,
          shippingBefore: order.shipping_subtotal,
          total: order.total,
        }}
        text={t}
      />
      {stage === "approved" && <ShipForm order={order} />}
      <div className="admin-order__actions" role="group" aria-label={t.actions}>
        {stage === "shipped" && <OrderButton order={order} intent={ORDER_INTENTS.deliver} label={t.deliverLabel(number)} text={t.deliver} />}
        {stage === "placed" && <OrderButton order={order} intent={ORDER_INTENTS.approve} label={t.approveLabel(number)} text={t.approve} />}
        {/* A shipped order is on its way or done: the server refuses its Delete (409). */}
        {stage !== "shipped" && stage !== "delivered" && (
          <OrderButton order={order} intent={ORDER_INTENTS.delete} label={t.deleteLabel(number)} text={t.delete} danger confirm={t.confirmDelete(number)} />
        )}
      </div>
      <AnswerNote answer={refused} />
    </article>
  )
}

/** An approved order's shipping: courier and tracking number (both optional), then "Ship". */
function ShipForm({ order }: { order: ShopOrder }) {
  const messages = useMessages()
  const t = messages.adminOrders
  const titleId = useId()
  const ship = useOrderForm(order, ORDER_INTENTS.ship)
  const { register, handleSubmit, formState } = useForm<ShipFormInput>({
    resolver: zodResolver(shipSchema(messages)),
    defaultValues: { courier: "", tracking_number: "" },
  })
  // Checked here first; then the same post a browser without scripts sends.
  const onSubmit = handleSubmit((_values, event) => ship.submit(event?.target as HTMLFormElement))
  const values = ship.answer?.values
  return (
    <form method="post" className="form admin-inline-form admin-order__ship" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h3 id={titleId} className="visually-hidden">
        {t.shipTitle(order.display_id)}
      </h3>
      <input type="hidden" name={INTENT} value={ORDER_INTENTS.ship} />
      <input type="hidden" name={RECORD_ID} value={order.id} />
      <Field
        label={t.courier}
        placeholder={t.courierExample}
        autoComplete="off"
        maxLength={SHIP_FIELD_LENGTH}
        defaultValue={values?.courier}
        registration={register("courier")}
        error={formState.errors.courier ?? ship.fieldError("courier")}
        disabled={ship.busy}
      />
      <Field
        label={t.trackingNumber}
        autoComplete="off"
        maxLength={SHIP_FIELD_LENGTH}
        defaultValue={values?.tracking_number}
        registration={register("tracking_number")}
        error={formState.errors.tracking_number ?? ship.fieldError("tracking_number")}
        disabled={ship.busy}
      />
      <button type="submit" className="button" disabled={ship.busy}>
        {ship.busy ? t.shipSaving : t.ship}
      </button>
      {ship.answer?.error && <AnswerNote answer={ship.answer} />}
    </form>
  )
}
