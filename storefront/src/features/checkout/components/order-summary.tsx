import { useMessages } from "../../../i18n"
import type { CheckoutSummary } from "../checkout-summary"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { Money } from "../../../components/ui/money"
import { lineTitle, type ProductTitles } from "../../../lib/product-titles"

/**
 * `shipping`: Home delivery's charge for this cart (the route's loader prices it by the backend's rate).
 * `titles`: the products' names in the page's language (the loader's `productTitlesFor(request, ids)`,
 * lib/product-titles.server.ts); a line without one shows the name it was stored with.
 */
type Props = { cart: CheckoutSummary; shipping: number; titles?: ProductTitles }

/** The items (each named once, in the page's language), subtotal, the shipping charge and the total: the total the order is placed for. */
export function OrderSummary({ cart, shipping, titles }: Props) {
  const t = useMessages().checkout
  const { items, item_subtotal: subtotal } = cart
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
              {lineTitle(item, titles)} <span className="order-summary__quantity">{t.quantity(item.quantity)}</span>
            </span>
            <Money amount={item.subtotal} />
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <dt>{t.subtotal}</dt>
        <dd>
          <Money amount={subtotal} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd>
          <Money amount={shipping} />
        </dd>
        <dt>{t.total}</dt>
        <dd className="order-summary__total">
          <Money amount={subtotal + shipping} />
        </dd>
      </dl>
    </section>
  )
}
