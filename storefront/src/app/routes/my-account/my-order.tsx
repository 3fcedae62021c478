import { OrderList } from "../../../features/account/components/order-list"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/my-order"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).orders.title, location.pathname, localeOfMatches(matches))

/** /my-account/my-order: the customer's orders and their status. */
export default function MyOrderRoute() {
  const t = useMessages().orders
  return (
    <>
      <h1>{t.title}</h1>
      <OrderList />
    </>
  )
}
