import { data } from "react-router"
import { adminAction, TEXT_FORM_BYTES } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { orderHandlers } from "../../../features/admin/orders/api/order-actions.server"
import { prefetchShopOrders } from "../../../features/admin/orders/api/order-reads.server"
import { ManageOrders } from "../../../features/admin/orders/components/manage-orders"
import { orderFiltersOf } from "../../../features/admin/orders/forms"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/manage-order"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminOrders.title, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The asked page of orders (?stage=&payment=&q=&page=), read on the server: the page works before (and without) scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = orderFiltersOf(new URL(request.url).searchParams)
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    if (send) await prefetchShopOrders(client, send, filters)
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** Each order's forms (approve, ship, deliver, delete), with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context?.origin, TEXT_FORM_BYTES, orderHandlers)

export const clientAction = postOrLost

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
