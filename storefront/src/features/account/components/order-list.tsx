import { Link } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { useI18n } from "../../../i18n"
import { useMyOrders, type MyOrder } from "../api/get-orders"
import { ListSkeleton } from "../../../components/ui/list-skeleton"
import { OrderItems, OrderStatusBadge, OrderTotals } from "../../../components/orders/order-summary"

/** The customer's orders: what was bought, what it cost in taka, where it is in its life (the same word as on its page), and a link to each. */
export function OrderList() {
  const { messages } = useI18n()
  const t = messages.orders
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
  const { messages, date } = useI18n()
  const t = messages.orders
  const titleId = `order-${order.id}`
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h2 id={titleId}>{t.number(order.number)}</h2>
        <OrderStatusBadge stage={order.life.stage} text={messages.orders} />
      </header>
      <p className="order-card__date">
        {t.placedOn} <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
      </p>
      <h3 className="visually-hidden">{t.items}</h3>
      <OrderItems items={order.items} text={messages.orders} />
      <OrderTotals order={order} text={messages.orders} />
      <Link className="order-card__link" to={paths.account.order(order.id)} aria-label={t.view(order.number)}>
        {t.viewShort}
      </Link>
    </article>
  )
}
