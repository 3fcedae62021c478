import { NO_STORE } from "../../lib/no-store"
import type { HttpTypes } from "@medusajs/types"
import { data, isRouteErrorResponse, redirect } from "react-router"
import { CheckoutPage } from "../../features/checkout/components/checkout-page"
import { orderTarget } from "../../features/checkout/order-target"
import { checkoutCart, previewDelivery } from "../../features/checkout/api/checkout-cart.server"
import { addressFromCustomer, isCompleteAddress, toMedusaAddress } from "../../features/session/address/address"
import { summariseCheckoutCart } from "../../features/checkout/checkout-summary"
import { placeOrderByForm, type CheckoutAnswer } from "../../features/checkout/api/place-order.server"
import { getPaymentMethods } from "../../features/checkout/api/payment-methods"
import { isPromoCodeAnswer } from "../../features/session/promotions/schemas"
import { CUSTOMER_FIELDS } from "../../features/session/api/session"
import { localeOfMatches, messagesFor, messagesOf, useMessages, withoutLocale } from "../../i18n"
import { reasonText } from "../../features/session/promotions/promo-codes.server"
import { DeliveryEstimate } from "../../features/delivery/components/delivery-estimate"
import { CheckoutPolicyNote } from "../../features/policies/components/policy-links"
import { divisionsQueryOptions } from "../../features/session/address/get-divisions"
import { isNetworkError, statusOf } from "../../lib/errors"
import { storeSend } from "../../lib/medusa"
import { pageData } from "../../lib/page-data.server"
import { productTitlesFor } from "../../features/session/api/product-titles.server"
import { paths } from "../../config/paths"
import { privateMeta } from "../private-meta"
import type { Route } from "./+types/place-order"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).checkout.title, location.pathname, localeOfMatches(matches))

/** One shopper's checkout: never kept by the page cache, a browser or a CDN. */
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => {
  const headers = new Headers(NO_STORE)
  for (const from of [loaderHeaders, actionHeaders]) for (const cookie of from.getSetCookie()) headers.append("set-cookie", cookie)
  return headers
}

/**
 * /place-order/:ids ("Buy now" for one product with ?quantity=N, or with "&&id…" the cart),
 * rendered on the server: the cart with its delivery charge and total, the customer, the payment
 * methods and the place lists. The total shown here is the one the action orders (or refuses).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const target = orderTarget(params.ids, url.searchParams)
  try {
    const page = await pageData(request, async (client) => {
      const [{ customer }, offered] = await Promise.all([
        storeSend<{ customer: HttpTypes.StoreCustomer }>("GET", `/store/customers/me?fields=${encodeURIComponent(CUSTOMER_FIELDS)}`),
        getPaymentMethods(),
        client.prefetchQuery(divisionsQueryOptions),
      ])
      // "Buy now" of a product that cannot be bought (gone, out of stock, an id that is none): the
      // page says so, with the backend's status, instead of failing.
      const refused = { status: 200 }
      const found = await checkoutCart(request, target).catch((error: unknown) => {
        const status = statusOf(error)
        if (target.kind !== "buy-now" || status === undefined || status < 400 || status >= 500 || status === 401) throw error
        refused.status = status
        return null
      })
      // With a saved address, the delivery (and a promotion on it) as the order will have it.
      const saved = addressFromCustomer(customer)
      const previewed = found && isCompleteAddress(saved) ? await previewDelivery(request, found, { ...toMedusaAddress(saved, customer) }) : null
      const checkout = previewed?.checkout ?? found
      // A code the preview found no longer applying was taken off: the page says so beside the code field.
      const p = messagesOf(request).promotions
      const dropped = previewed?.dropped
      const promoNotice = dropped ? p.codeDropped(reasonText(dropped.reason, p, p.errors.promotion_ended), dropped.codes.join(", ")) : null
      // Each line named in the page's language (the stored name when a product has no translation).
      const titles = checkout
        ? await productTitlesFor(
            request,
            (checkout.cart.items ?? []).map((item) => item.product_id)
          )
        : {}
      return { customer, offered, checkout, titles, status: refused.status, promoNotice }
    })
    const { customer, offered, checkout, titles, status, promoNotice, dehydrated } = page
    const headers = new Headers(NO_STORE)
    for (const cookie of checkout?.cookies ?? []) headers.append("set-cookie", cookie)
    const view = {
      customer,
      offered,
      cart: checkout ? summariseCheckoutCart(checkout.cart) : null,
      shipping: checkout?.shipping ?? 0,
      total: checkout?.total ?? 0,
      costs: checkout?.costs ?? null,
      promoNotice,
      titles,
      unavailable: status !== 200,
    }
    return data({ view, dehydrated }, { status, headers })
  } catch (error) {
    // The guard beside this loader sends a visitor to log in; a session that ended meanwhile too.
    if (statusOf(error) === 401) throw redirect(paths.logIn(`${withoutLocale(url.pathname)}${url.search}`), { headers: NO_STORE })
    if (statusOf(error) === 404) throw data(null, { status: 404, headers: NO_STORE })
    throw error
  }
}

/**
 * After its form's post the page reads the cart again: a refused one (409, the cart changed) shows
 * it as it now is. Not after a post whose answer was lost: the order may stand, and the form stays
 * as it was so "Place order" pressed again finds it.
 */
export const shouldRevalidate = ({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: {
  formMethod?: string
  actionResult?: unknown
  defaultShouldRevalidate: boolean
}) => {
  if ((actionResult as { lost?: boolean } | undefined)?.lost) return false
  return formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate
}

/** The form's post, with or without the page's scripts (features/checkout/api/place-order.server.ts). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  placeOrderByForm(request, orderTarget(params.ids, new URL(request.url).searchParams), context.origin)

/**
 * With scripts, the same post: an answer that never came (the connection dropped) is said on the
 * form, where "Place order" can be pressed again (the order is made once: the action finds it).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || !isNetworkError(error)) throw error
    return { lost: true } as const
  }
}

export default function PlaceOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages()
  const answer = actionData && "kind" in actionData ? (actionData as CheckoutAnswer) : undefined
  return (
    <section className="checkout-page">
      <h1>{messages.checkout.title}</h1>
      <CheckoutPage
        view={loaderData.view}
        answer={answer}
        promo={isPromoCodeAnswer(actionData) ? actionData : null}
        error={actionData && "lost" in actionData ? messages.auth.networkError : null}
        deliveryNote={(district) => <DeliveryEstimate district={district} />}
        policyNote={<CheckoutPolicyNote />}
      />
    </section>
  )
}
