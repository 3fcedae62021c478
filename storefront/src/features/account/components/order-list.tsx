import { Link } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { formatBDT } from "../../../lib/money"
import { messages } from "../../../messages"
import { useMyOrders, type MyOrder } from "../api/get-orders"
import { formatDate } from "../format"
import { ListSkeleton } from "./list-skeleton"

const t = messages.orders

/** The customer's orders: what was bought, what it cost in taka and whether an admin approved it. */
export function OrderList() {
  const { data: orders, isPending, error, refetch } = useMyOrders()
  if (error) return <ErrorMessage message={messages.errors.unexpected} onRetry={() => void refetch()} />
  if (isPending) return <ListSkeleton label={t.loading} />
  if (!orders.length)
    return (
      <p className="empty-state">
        {t.empty} <Link to={paths.shop()}>{t.shop}</Link>
      </p>
    )
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  )
}

function OrderCard({ order }: { order: MyOrder }) {
  const titleId = `order-${order.id}`
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h2 id={titleId}>{t.number(order.number)}</h2>
        <span className={`status status--${order.status}`}>
          <span className="visually-hidden">{t.status}: </span>
          {order.status === "approved" ? t.approved : t.pending}
        </span>
      </header>
      <p className="order-card__date">
        {t.placedOn} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>
      <h3 className="visually-hidden">{t.items}</h3>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.title} <span className="order-card__quantity">{t.quantity(item.quantity)}</span>
            </span>
            <span>{formatBDT(item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-card__totals">
        <dt>{t.subtotal}</dt>
        <dd>{formatBDT(order.subtotal)}</dd>
        <dt>{t.shipping}</dt>
        <dd>{formatBDT(order.shipping)}</dd>
        <dt>{t.total}</dt>
        <dd>{formatBDT(order.total)}</dd>
      </dl>
    </article>
  )
}
