import { Money } from "../../../components/ui/money"
import { useMessages } from "../../../i18n"
import { enteredCodes, type CartCosts } from "../promotions/cart-costs"

type Props = {
  costs: CartCosts
  /** The page's own words for the lines (the cart's or the checkout's). */
  text: { subtotal: string; shipping: string; total: string }
  className: string
  totalClassName?: string
}

/**
 * Subtotal, Discount (−৳ …, naming the codes entered), Delivery ("Free" when a promotion made it
 * 0) and Total: the lines add up, and the total is what the backend charges.
 */
export function CostLines({ costs, text, className, totalClassName }: Props) {
  const t = useMessages().promotions
  const codes = enteredCodes(costs)
  return (
    <dl className={className}>
      <dt>{text.subtotal}</dt>
      <dd>
        <Money amount={costs.subtotal} />
      </dd>
      {costs.discount > 0 && (
        <>
          <dt>{codes.length ? t.discountCodes(codes.join(", ")) : t.discount}</dt>
          <dd className="cost-lines__discount">
            −<Money amount={costs.discount} />
          </dd>
        </>
      )}
      <dt>{text.shipping}</dt>
      <dd>
        {costs.shippingBefore > costs.shipping && (
          <>
            <s>
              <Money amount={costs.shippingBefore} />
            </s>{" "}
          </>
        )}
        {costs.shipping === 0 && costs.shippingBefore > 0 ? t.free : <Money amount={costs.shipping} />}
      </dd>
      <dt>{text.total}</dt>
      <dd className={totalClassName}>
        <Money amount={costs.total} />
      </dd>
    </dl>
  )
}
