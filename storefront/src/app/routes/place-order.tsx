import { useSearchParams } from "react-router"
import { CheckoutPage } from "../../features/checkout/components/checkout-page"
import { orderTarget } from "../../features/checkout/order-target"
import { localeOfMatches, messagesFor, useMessages } from "../../i18n"
import { DeliveryEstimate } from "../../features/delivery/components/delivery-estimate"
import { CheckoutPolicyNote } from "../../features/policies/components/policy-links"
import { privateMeta } from "../private-meta"
import type { Route } from "./+types/place-order"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).checkout.title, location.pathname, localeOfMatches(matches))

/** /place-order/:ids: "Buy now" for one product (?quantity=N) or, with "&&id…", the cart. */
export default function PlaceOrderRoute({ params }: Route.ComponentProps) {
  const t = useMessages().checkout
  const [search] = useSearchParams()
  const target = orderTarget(params.ids, search)
  return (
    <section className="checkout-page">
      <h1>{t.title}</h1>
      <CheckoutPage
        key={params.ids + search.toString()}
        target={target}
        deliveryNote={(district) => <DeliveryEstimate district={district} />}
        policyNote={<CheckoutPolicyNote />}
      />
    </section>
  )
}
