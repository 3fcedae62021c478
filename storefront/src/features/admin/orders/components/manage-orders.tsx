import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useId, useState } from "react"
import { useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { errorMessage } from "../../../../lib/errors"
import { useErrorToast } from "../../../../lib/use-error-toast"
import { useI18n, useMessages } from "../../../../i18n"
import { ListSkeleton } from "../../../../components/ui/list-skeleton"
import { ORDERS_PAGE_SIZE, useApproveOrder, useDeleteOrder, useDeliverOrder, useShipOrder, useShopOrders, type ShopOrder } from "../api/shop-orders"
import { SHIP_TEXT_MAX as SHIP_FIELD_LENGTH, shipSchema, type ShipFormInput } from "../schemas"
import { OrderItems, OrderStatusBadge, OrderTotals } from "../../../../components/orders/order-summary"

/**
 * /admin/manage-order: every customer's orders, a page at a time, each with its stage and its
 * next step: approve a placed order, ship an approved one (courier, tracking number), mark a
 * shipped one delivered; delete any not yet shipped.
 */
export function ManageOrders() {
  const messages = useMessages()
  const t = messages.adminOrders
  const [page, setPage] = useState(1)
  const { data, isPending, error, refetch, isPlaceholderData } = useShopOrders(page)
  useErrorToast(error)
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / ORDERS_PAGE_SIZE))

  // The last order of the last page was deleted: show the page before.
  useEffect(() => {
    if (data && page > pages) setPage(pages)
  }, [data, page, pages])

  if (error && !data) return <ErrorMessage message={errorMessage(error, messages.auth.networkError)} onRetry={() => void refetch()} />
  if (isPending) return <ListSkeleton label={t.loading} />
  if (!data.orders.length) return <p className="empty-state">{t.empty}</p>

  return (
    <div className="admin-orders" aria-busy={isPlaceholderData}>
      <p className="admin-orders__count">{t.count(data.count)}</p>
      <ul className="order-list">
        {data.orders.map((order) => (
          <li key={order.id}>
            <AdminOrderCard order={order} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={t.title}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>
          <span aria-live="polite">{t.page(page, pages)}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </nav>
      )}
    </div>
  )
}

function AdminOrderCard({ order }: { order: ShopOrder }) {
  const { messages, date } = useI18n()
  const t = messages.adminOrders
  const titleId = useId()
  const approve = useApproveOrder()
  const remove = useDeleteOrder()
  const deliver = useDeliverOrder()
  const number = order.display_id
  const stage = order.status
  const address = order.shipping_address
  const busy = approve.isPending || remove.isPending || deliver.isPending
  const lines = order.items.map((item, index) => ({
    id: item.id ?? String(index),
    title: item.title,
    quantity: item.quantity,
    total: item.unit_price * item.quantity,
  }))
  const onDelete = () => {
    if (window.confirm(t.confirmDelete(number))) remove.mutate(order.id)
  }

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
      <OrderTotals order={{ subtotal: order.item_subtotal, shipping: order.shipping_total, total: order.total }} text={t} />
      {stage === "approved" && <ShipForm order={order} />}
      <div className="admin-order__actions" role="group" aria-label={t.actions}>
        {stage === "shipped" && (
          <button type="button" className="button" aria-label={t.deliverLabel(number)} disabled={busy} onClick={() => deliver.mutate(order.id)}>
            {t.deliver}
          </button>
        )}
        {stage === "placed" && (
          <button type="button" className="button" aria-label={t.approveLabel(number)} disabled={busy} onClick={() => approve.mutate(order.id)}>
            {t.approve}
          </button>
        )}
        {/* A shipped order is on its way or done: the server refuses its Delete (409). */}
        {stage !== "shipped" && stage !== "delivered" && (
          <button type="button" className="button button--danger" aria-label={t.deleteLabel(number)} disabled={busy} onClick={onDelete}>
            {t.delete}
          </button>
        )}
      </div>
    </article>
  )
}

/** An approved order's shipping: courier and tracking number (both optional), then "Ship". */
function ShipForm({ order }: { order: ShopOrder }) {
  const messages = useMessages()
  const t = messages.adminOrders
  const titleId = useId()
  const ship = useShipOrder()
  const { register, handleSubmit, formState } = useForm<ShipFormInput>({
    resolver: zodResolver(shipSchema(messages)),
    defaultValues: { courier: "", tracking_number: "" },
  })
  const onSubmit = handleSubmit(({ courier, tracking_number }) =>
    ship.mutate({ id: order.id, ...(courier ? { courier } : {}), ...(tracking_number ? { tracking_number } : {}) })
  )
  return (
    <form className="form admin-inline-form admin-order__ship" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h3 id={titleId} className="visually-hidden">
        {t.shipTitle(order.display_id)}
      </h3>
      <Field
        label={t.courier}
        placeholder={t.courierExample}
        autoComplete="off"
        maxLength={SHIP_FIELD_LENGTH}
        registration={register("courier")}
        error={formState.errors.courier}
        disabled={ship.isPending}
      />
      <Field
        label={t.trackingNumber}
        autoComplete="off"
        maxLength={SHIP_FIELD_LENGTH}
        registration={register("tracking_number")}
        error={formState.errors.tracking_number}
        disabled={ship.isPending}
      />
      <button type="submit" className="button" disabled={ship.isPending}>
        {ship.isPending ? t.shipSaving : t.ship}
      </button>
    </form>
  )
}
