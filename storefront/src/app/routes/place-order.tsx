import { useParams, useSearchParams } from "react-router"
import { CheckoutPage } from "../../features/checkout/components/checkout-page"
import { orderTarget } from "../../features/checkout/order-target"
import { usePageTitle } from "../../lib/page-title"
import { messages } from "../../messages"

/** /place-order/:ids: "Buy now" for one product (?quantity=N) or, with "&&id…", the cart. */
export function PlaceOrderRoute() {
  const { ids = "" } = useParams()
  const [search] = useSearchParams()
  usePageTitle(messages.checkout.title)
  const target = orderTarget(ids, search)
  return (
    <section className="checkout-page">
      <h1>{messages.checkout.title}</h1>
      <CheckoutPage key={ids + search.toString()} target={target} />
    </section>
  )
}

export default PlaceOrderRoute
