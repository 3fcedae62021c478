import { useSearchParams } from "react-router"
import { CheckoutPage } from "../../features/checkout/components/checkout-page"
import { orderTarget } from "../../features/checkout/order-target"
import { messages } from "../../messages"
import { DeliveryEstimate } from "../../features/delivery/components/delivery-estimate"
import { CheckoutPolicyNote } from "../../features/policies/components/policy-links"
import { privateMeta } from "../screen-route"
import type { Route } from "./+types/place-order"

export const meta = ({ location }: Route.MetaArgs) => privateMeta(messages.checkout.title, location.pathname)

/** /place-order/:ids: "Buy now" for one product (?quantity=N) or, with "&&id…", the cart. */
export default function PlaceOrderRoute({ params }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const target = orderTarget(params.ids, search)
  return (
    <section className="checkout-page">
      <h1>{messages.checkout.title}</h1>
      <CheckoutPage
        key={params.ids + search.toString()}
        target={target}
        deliveryNote={(district) => <DeliveryEstimate district={district} />}
        policyNote={<CheckoutPolicyNote />}
      />
    </section>
  )
}
