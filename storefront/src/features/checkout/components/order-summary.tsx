import type { HttpTypes } from "@medusajs/types"
import { useMessages } from "../../../i18n"
import type { ShippingQuote } from "../api/get-shipping-quote"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { Money } from "../../../components/ui/money"

type Props = { cart: HttpTypes.StoreCart; shipping: ShippingQuote | null | undefined; shippingPending: boolean }

/** The items, subtotal, the server's shipping charge and the total. */
export function OrderSummary({ cart, shipping, shippingPending }: Props) {
  const t = useMessages().checkout
  const items = cart.items ?? []
  const subtotal = cart.item_subtotal ?? items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
  const shippingText = shipping ? <Money amount={shipping.amount} /> : shippingPending ? t.shippingPending : t.shippingUnavailable
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t.summary}</h2>
      <ul className="order-summary__items">
        {items.map((item) => (
          <li key={item.id}>
            {item.thumbnail ? (
              <img {...pictureSources(item.thumbnail, PICTURE_SIZES.thumbnail)} alt="" width={64} height={44} />
            ) : (
              <span className="order-summary__no-image" />
            )}
            <span className="order-summary__name">
              {item.product_title ?? item.title} <span className="order-summary__quantity">{t.quantity(item.quantity)}</span>
            </span>
            <Money amount={item.subtotal ?? item.unit_price * item.quantity} />
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <dt>{t.subtotal}</dt>
        <dd>
          <Money amount={subtotal} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd aria-busy={shippingPending}>{shippingText}</dd>
        <dt>{t.total}</dt>
        <dd className="order-summary__total">{shipping ? <Money amount={subtotal + shipping.amount} /> : "—"}</dd>
      </dl>
    </section>
  )
}
