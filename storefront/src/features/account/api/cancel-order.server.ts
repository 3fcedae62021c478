import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { storeSend } from "../../../lib/medusa"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { messagesOf, withoutLocale } from "../../../i18n"
import { CANCELED_PARAM } from "../constants"

/** What the order's page shows after a refused cancel: the backend's reason (409: it shipped meanwhile). */
export type CancelAnswer = { error: string }

/**
 * The order page's cancel form (routes/my-account/order.tsx), with or without scripts:
 * POST /store/orders/:id/cancel as the signed-in customer — the backend decides (until it ships;
 * canceling twice answers the canceled order again; another's order is a 404) — then back to the
 * order (303), which now reads Canceled. A refusal answers the page with the backend's words.
 */
export async function cancelOrderByForm(request: Request, orderId: string, shopOrigin: string) {
  const messages = messagesOf(request)
  const here = new URL(request.url)
  if (fromOtherSite(request, shopOrigin)) return data<CancelAnswer>({ error: messages.auth.otherSiteForm }, { status: 403, headers: NO_STORE })
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { headers: NO_STORE })
  if (!sessionCookie(request)) return logIn()
  try {
    await asShopper(request, () => storeSend("POST", `/store/orders/${encodeURIComponent(orderId)}/cancel?fields=id`))
  } catch (error) {
    const status = statusOf(error)
    if (status === 401) return logIn()
    if (status && status >= 400 && status < 500) {
      return data<CancelAnswer>({ error: error instanceof Error && error.message ? error.message : messages.errors.unexpected }, { status, headers: NO_STORE })
    }
    console.error(`storefront: cancel order: ${error instanceof Error ? error.message : error}`)
    return data<CancelAnswer>({ error: messages.errors.unexpected }, { status: 502, headers: NO_STORE })
  }
  return redirect(`${paths.account.order(orderId)}?${CANCELED_PARAM}=1`, { status: 303, headers: NO_STORE })
}
