import { ManageOrders } from "../../../features/admin/orders/components/manage-orders"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/manage-order"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminOrders.title, location.pathname, localeOfMatches(matches))

/** /admin/manage-order: every customer's orders under the screen's name. */
export default function ManageOrderRoute() {
  const t = useMessages().adminOrders
  return (
    <>
      <h1>{t.title}</h1>
      <ManageOrders />
    </>
  )
}
