import { useMessages } from "../../../i18n"
import type { CheckoutSummary } from "../checkout-summary"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { Money } from "../../../components/ui/money"
import { lineTitle, type ProductTitles } from "../../session/api/product-titles"
import { CostLines } from "../../session/components/cost-lines"
import type { CartCosts } from "../../session/promotions/cart-costs"

/**
 * `shipping`: Home delivery's charge for this cart (the route's loader prices it by the backend's rate).
 * `titles`: the products' names in the page's language (the loader's `productTitlesFor(request, ids)`,
 * features/session/api/product-titles.server.ts); a line without one shows the name it was stored with.
 */
type Props = { cart: CheckoutSummary; shipping: number; costs?: CartCosts | null; titles?: ProductTitles }

/**
 * The items (each named once, in the page's language), subtotal, the discount with its codes, the
 * shipping charge and the total: the total the order is placed for (`costs`, the loader's; without
 * them, the lines and `shipping`).
 */
export function OrderSummary({ cart, shipping, costs, titles }: Props) {
  const t = useMessages().checkout
  const { items, item_subtotal: subtotal } = cart
  const shown = costs ?? { subtotal, discount: 0, codes: [], shipping, shippingBefore: shipping, total: subtotal + shipping }
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
      <CostLines
        costs={shown}
        text={{ subtotal: t.subtotal, shipping: t.shipping, total: t.total }}
        className="order-summary__totals"
        totalClassName="order-summary__total"
      />
    </section>
  )
}
