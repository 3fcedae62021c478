import { NO_STORE } from "../../../lib/no-store"
export { NO_STORE }
import type { HttpTypes } from "@medusajs/types"
import { isBuyNowCart } from "@chaka/rules"
import { redirect } from "react-router"
import { paths } from "../../../config/paths"
import { isCartId } from "../../session/cart-id"
import { statusOf } from "../../../lib/errors"
import { StoreError, storeSend } from "../../../lib/medusa"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { localeOf, messagesOf, withoutLocale } from "../../../i18n"
import { bkashNoticeCookie } from "../bkash-notice"

// bKash's payment ids are short letters and digits; anything else is not one (and is never sent on).
const PAYMENT_ID = /^[0-9A-Za-z_-]{1,100}$/
const CALLBACK_STATUS = ["success", "failure", "cancel"] as const

type Answer = { order?: { id?: string } | null; pending?: boolean; message?: string }

/** Never kept by the page cache (no `sharedWithVisitors`), a browser or a CDN: one shopper's payment. */

/**
 * GET /checkout/bkash/:cartId, where bKash sends the shopper's browser back
 * (`?paymentID=…&status=success|failure|cancel&signature=…`). The query is never trusted: the
 * backend (POST /store/carts/:id/bkash/return, as the signed-in customer) executes the payment
 * and asks bKash for its status before it makes the order. The shopper then sees the order's
 * confirmation, or the checkout again with why, the cart as they left it. The same return twice
 * (a reload) shows the same order. A visitor logs in first and comes back here.
 */
export async function finishBkashReturn(request: Request, cartId: string): Promise<Response> {
  const catalogue = messagesOf(request)
  const t = catalogue.bkash
  const url = new URL(request.url)
  // Back here after logging in, in the page's language (the redirect adds its prefix).
  const here = `${withoutLocale(url.pathname)}${url.search}`
  if (!sessionCookie(request)) return redirect(paths.logIn(here), { headers: NO_STORE })
  if (!isCartId(cartId)) return redirect(paths.cart(), { status: 303, headers: NO_STORE })
  const paymentId = url.searchParams.get("paymentID") ?? ""
  // bKash's word for what the shopper did: it only picks the words of a refusal, on the backend too.
  const status = CALLBACK_STATUS.find((known) => known === url.searchParams.get("status"))
  const cancelled = status === "cancel"

  return asShopper(request, async () => {
    const back = (message: string) => backToCheckout(request, cartId, message)
    if (!PAYMENT_ID.test(paymentId)) return back(cancelled ? t.cancelled : t.failedUnknown)
    let answer: Answer
    try {
      answer = await storeSend<Answer>("POST", `/store/carts/${cartId}/bkash/return`, { payment_id: paymentId, ...(status ? { status } : {}) })
    } catch (error) {
      const code = statusOf(error)
      if (code === 401) return redirect(paths.logIn(here), { headers: NO_STORE })
      // Another customer's cart, or none: nothing of this shopper's to go back to.
      if (code === 404) return redirect(paths.cart(), { status: 303, headers: NO_STORE })
      // bKash's refusal (cancelled, expired, failed, another amount) in the page's language; any
      // other refusal (not this cart's payment) is the backend's own catalogued words.
      if (code && code >= 400 && code < 500) {
        const refusal = error instanceof StoreError ? refusalText(catalogue, error.details) : null
        return back(refusal ?? (error instanceof Error && error.message.trim() ? error.message : t.failedUnknown))
      }
      console.error(`storefront: bKash return for ${cartId}: ${error instanceof Error ? error.message : error}`)
      return back(t.unreachable)
    }
    if (answer.order?.id) return redirect(paths.account.orderPlaced(answer.order.id), { status: 303, headers: NO_STORE })
    return back(answer.pending ? t.pending : t.unreachable)
  })
}

/** bKash's code for "Insufficient Balance" (https://developer.bka.sh/docs/error-codes). */
const INSUFFICIENT_BALANCE = "2023"
/** bKash's own reason is shown as it wrote it, if it looks like words. */
const REASON = /^[\p{L}\p{N} .,'()/-]{1,120}$/u

/**
 * The words for a bKash refusal the backend named by its code (POST /store/carts/:id/bkash/return:
 * `{ code, reason?, bkash_code? }`), or null for any other refusal.
 */
function refusalText(catalogue: ReturnType<typeof messagesOf>, answer: Record<string, unknown>): string | null {
  const t = catalogue.bkashReturn
  const reason = typeof answer.reason === "string" && REASON.test(answer.reason.trim()) ? answer.reason.trim() : null
  switch (answer.code) {
    case "bkash_cancelled":
      return catalogue.bkash.cancelled
    case "bkash_expired":
      return t.expired
    case "bkash_mismatch":
      return t.mismatch
    case "bkash_failed":
      if (answer.bkash_code === INSUFFICIENT_BALANCE) return t.insufficientBalance
      return reason ? t.failedBecause(reason) : catalogue.bkash.failedUnknown
    default:
      return null
  }
}

/** The checkout this cart came from ("Buy now" for its one product, or the customer's cart), with the notice. */
async function backToCheckout(request: Request, cartId: string, message: string): Promise<Response> {
  const cart = await storeSend<{ cart: HttpTypes.StoreCart }>("GET", `/store/carts/${cartId}`).then(
    (answer) => answer.cart,
    () => null
  )
  const items = cart?.items ?? []
  let to: string = paths.cart()
  if (cart && isBuyNowCart(cart.metadata) && items.length === 1 && items[0].product_id) to = paths.buyNow(items[0].product_id, Number(items[0].quantity))
  else if (items.length) to = paths.cartCheckout([...new Set(items.map((item) => item.product_id).filter((id): id is string => Boolean(id)))])
  const headers = new Headers(NO_STORE)
  headers.append("set-cookie", bkashNoticeCookie(message, new URL(request.url).protocol === "https:", localeOf(request)))
  return redirect(to, { status: 303, headers })
}
