import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router"
import { DeliveryEstimate } from "../../../features/delivery/components/delivery-estimate"
import { ADDRESS_NOT_SAVED_PARAM, PLACED_PARAM, type OrderPageState } from "../../../config/paths"
import { orderQueryOptions } from "../../../features/account/api/get-order"
import { ordersQueryKey } from "../../../features/account/api/get-orders"
import { cancelOrderByForm, type CancelAnswer } from "../../../features/account/api/cancel-order.server"
import { answerOrLost, isLost } from "../../../features/auth/signed-in"
import { readMyOrder } from "../../../features/account/api/get-order.server"
import { OrderDetailsView } from "../../../features/account/components/order-details"
import { pageData } from "../../../lib/page-data.server"
import { sessionCookie } from "../../../lib/store.server"
import { localeOf, localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { divisionsQueryOptions } from "../../../features/session/address/get-divisions"
import { browserQueryClient } from "../../provider"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/order"

/**
 * The order, read on the server as the signed-in customer, so the page arrives whole. A visitor
 * has nothing to read (the customer guard sends them to log in); an order that cannot be read
 * is left to the page, which says so in the browser.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!sessionCookie(request)) return { number: null }
  return pageData(request, async (client) => {
    const [order] = await Promise.all([
      client.fetchQuery({ ...orderQueryOptions(params.id), queryFn: () => readMyOrder(params.id) }).catch(() => null),
      // A Bangla page names the address's places in Bengali from the plugin's list (features/session/address/place-names).
      localeOf(request) === "bn" ? client.prefetchQuery(divisionsQueryOptions) : undefined,
    ])
    return { number: order?.number ?? null }
  })
}

/** A navigation (the list, or checkout just placed it): the order from the page's cache, else read now. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const order = await browserQueryClient()
    .ensureQueryData(orderQueryOptions(params.id))
    .catch(() => null)
  return { number: order?.number ?? null }
}

/** "Yes, cancel the order", with or without scripts (features/account/api/cancel-order.server.ts): canceled, then back here saying so. */
export const action = ({ request, params, context }: Route.ActionArgs) => cancelOrderByForm(request, params.id, context.origin)

/**
 * With scripts, the same post; then the order and the list are read again (the page's clientLoader
 * reads the browser's cache): Canceled at once, or, refused (it shipped meanwhile), as it now is.
 */
export async function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  const client = browserQueryClient()
  const reread = () => Promise.all([client.invalidateQueries(orderQueryOptions(params.id)), client.invalidateQueries({ queryKey: ordersQueryKey })])
  try {
    const answer = await answerOrLost(serverAction)
    await reread()
    return answer
  } catch (error) {
    await reread()
    throw error
  }
}

/** The order's number when it could be read, else the page's name. */
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const messages = messagesFor(localeOfMatches(matches))
  return privateMeta(
    loaderData?.number != null ? messages.orders.number(loaderData.number) : messages.orderPage.title,
    location.pathname,
    localeOfMatches(matches)
  )
}

/** /my-account/my-order/:id: one of the customer's orders; right after checkout, its confirmation. */
export default function OrderRoute({ params, actionData }: Route.ComponentProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const state = location.state as OrderPageState | null
  // The server's redirect after bKash says "just placed" in the address: kept as the page's
  // state instead, so the address is the order's own and a reload shows the order, not the thanks.
  const search = new URLSearchParams(location.search)
  const placedParam = search.has(PLACED_PARAM)
  const addressNotSavedParam = search.has(ADDRESS_NOT_SAVED_PARAM)
  useEffect(() => {
    if (placedParam)
      void navigate(location.pathname, { replace: true, state: { placed: true, addressNotSaved: addressNotSavedParam } satisfies OrderPageState })
  }, [placedParam, addressNotSavedParam, location.pathname, navigate])
  const messages = useMessages()
  const t = messages.checkout
  const cancelError = isLost(actionData) ? messages.auth.networkError : ((actionData as CancelAnswer | undefined)?.error ?? null)
  const { data: order } = useQuery(orderQueryOptions(params.id))
  // The delivery estimate, until the order is delivered or canceled.
  const open = order && order.life.stage !== "canceled" && order.life.stage !== "delivered"
  return (
    <section className="order-page-route">
      {(state?.addressNotSaved === true || addressNotSavedParam) && (
        <p className="notice" role="status">
          {t.addressNotSaved}
        </p>
      )}
      <OrderDetailsView key={params.id} id={params.id} justPlaced={state?.placed === true || placedParam} cancelError={cancelError} />
      {open && <DeliveryEstimate district={order.address?.district} />}
    </section>
  )
}
