import { Money } from "../../../components/ui/money"
import { messages } from "../../../messages"
import type { MyOrder, OrderStatus } from "../api/get-orders"

const t = messages.orders

/** What was bought: each product named once, its quantity and what the line cost. */
export function OrderItems({ items }: { items: MyOrder["items"] }) {
  return (
    <ul className="order-lines">
      {items.map((item) => (
        <li key={item.id}>
          <span className="order-lines__name">
            {item.title} <span className="order-lines__quantity">{t.quantity(item.quantity)}</span>
          </span>
          <Money amount={item.total} />
        </li>
      ))}
    </ul>
  )
}

/** Items, the delivery charge and the total, as the server priced them. */
export function OrderTotals({ order }: { order: Pick<MyOrder, "subtotal" | "shipping" | "total"> }) {
  return (
    <dl className="order-totals">
      <dt>{t.subtotal}</dt>
      <dd>
        <Money amount={order.subtotal} />
      </dd>
      <dt>{t.shipping}</dt>
      <dd>
        <Money amount={order.shipping} />
      </dd>
      <dt>{t.total}</dt>
      <dd>
        <Money amount={order.total} />
      </dd>
    </dl>
  )
}

/** pending or Approved, as the spec names them. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`status status--${status}`}>
      <span className="visually-hidden">{t.status}: </span>
      {status === "approved" ? t.approved : t.pending}
    </span>
  )
}
