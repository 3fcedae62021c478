import type { OrderStage } from "@chaka/rules"
import { Money } from "../ui/money"
import { useMessages } from "../../i18n"

/**
 * An order's lines, totals and status as the customer's account and the admin's order list both
 * show them. Each passes its own words (messages.orders, messages.adminOrders): the admin says
 * "Shipping" where the customer reads "Delivery charge".
 */
export type OrderSummaryText = {
  quantity: (n: number) => string
  subtotal: string
  shipping: string
  total: string
  status: string
  /** The stage's one word (messages.orderStages): the same on every screen. */
  stages: Record<OrderStage, string>
}

/** One product of an order: what the line cost in all. */
export type OrderSummaryLine = { id: string; title: string; quantity: number; total: number }

/** What was bought: each product named once, its quantity and what the line cost. */
export function OrderItems({ items, text }: { items: OrderSummaryLine[]; text: OrderSummaryText }) {
  return (
    <ul className="order-lines">
      {items.map((item) => (
        <li key={item.id}>
          <span className="order-lines__name">
            {item.title} <span className="order-lines__quantity">{text.quantity(item.quantity)}</span>
          </span>
          <Money amount={item.total} />
        </li>
      ))}
    </ul>
  )
}

/**
 * An order's totals as Medusa priced it: `subtotal` the lines before any discount, `discount` what
 * promotions took off them (with the codes the customer entered), `shipping` the delivery charged
 * (0 by a promotion: "Free"), `shippingBefore` the delivery before its discount.
 */
export type OrderTotalsValues = { subtotal: number; shipping: number; total: number; discount?: number; codes?: string[]; shippingBefore?: number }

/** Items, the discount, the delivery charge and the total, as the server priced them: Subtotal − Discount + Delivery = Total. */
export function OrderTotals({ order, text }: { order: OrderTotalsValues; text: OrderSummaryText }) {
  const promotions = useMessages().promotions
  const discount = order.discount ?? 0
  const codes = order.codes ?? []
  const freeByPromotion = order.shipping === 0 && (order.shippingBefore ?? 0) > 0
  return (
    <dl className="order-totals">
      <dt>{text.subtotal}</dt>
      <dd>
        <Money amount={order.subtotal} />
      </dd>
      {discount > 0 && (
        <>
          <dt>{codes.length ? promotions.discountCodes(codes.join(", ")) : promotions.discount}</dt>
          <dd className="order-totals__discount">
            −<Money amount={discount} />
          </dd>
        </>
      )}
      <dt>{text.shipping}</dt>
      <dd>{freeByPromotion ? promotions.free : <Money amount={order.shipping} />}</dd>
      <dt>{text.total}</dt>
      <dd>
        <Money amount={order.total} />
      </dd>
    </dl>
  )
}

/** Placed, Approved, Shipped, Delivered or Canceled: where the order is in its life. */
export function OrderStatusBadge({ stage, text }: { stage: OrderStage; text: OrderSummaryText }) {
  return (
    <span className={`status status--${stage}`}>
      <span className="visually-hidden">{text.status}: </span>
      {text.stages[stage]}
    </span>
  )
}
