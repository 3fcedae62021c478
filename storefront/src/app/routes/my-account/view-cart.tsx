import { CartView } from "../../../features/cart/components/cart-view"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/view-cart"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).cart.title, location.pathname, localeOfMatches(matches))

/** /my-account/view-cart: the customer's cart, saved on the server. */
export default function ViewCartRoute() {
  const t = useMessages().cart
  return (
    <>
      <h1>{t.title}</h1>
      <CartView />
    </>
  )
}
