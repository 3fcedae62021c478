import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import type { HttpTypes } from "@medusajs/types"
import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { addressFromCustomer, toMedusaAddress } from "../../session/address/address"
import { saveProfileAddress } from "../../session/address/save-profile-address"
import { statusOf } from "../../../lib/errors"
import { formatBDT } from "../../../lib/money"
import { storeSend } from "../../../lib/medusa"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { localeOf, messagesOf, withoutLocale, type Messages } from "../../../i18n"
import { CUSTOMER_FIELDS } from "../../session/api/session"
import type { OrderTarget } from "../order-target"
import { readCheckoutPost, type CheckoutInput, type PayWith } from "../schemas"
import { checkoutCart, forgetBuyNowCart, postedCart, type CheckoutCart } from "./checkout-cart.server"
import { isPromoCodeForm, REMOVE_CODE, type PromoCodeAnswer } from "../../session/promotions/schemas"
import { changePromoCode, promoRefusal, readPromoCodePost, reasonText, stoppedCodes } from "../../session/promotions/promo-codes.server"

/**
 * What the checkout page shows after its form was posted and not (yet) ordered: the fields as
 * sent, each field's error, the payment step (the main button without "Cash on delivery"
 * ticked), or why nothing was ordered: the cart changed (with its new total), or the backend's
 * refusal in its own words.
 */
export type CheckoutAnswer = {
  kind: "invalid" | "choose-payment" | "changed" | "refused"
  values: Partial<CheckoutInput>
  fields: Partial<Record<keyof CheckoutInput, string>>
  error: string | null
}

const answer = (status: number, body: CheckoutAnswer, headers: HeadersInit = NO_STORE) => data(body, { status, headers })

/** The backend's words for a refusal (4xx); anything else is the shop's own "not placed". */
function refusal(error: unknown, t: Messages["checkout"]): { status: number; message: string } {
  const status = statusOf(error)
  if (status && status >= 400 && status < 500 && error instanceof Error && error.message) return { status, message: error.message }
  console.error(`storefront: place-order: ${error instanceof Error ? error.message : error}`)
  return { status: 502, message: t.notPlaced }
}

function webAddress(text: string | undefined): URL | null {
  try {
    return text ? new URL(text) : null
  } catch {
    return null
  }
}

type Order = { kind: "order"; id: string } | { kind: "bkash"; url: string }

/**
 * One trip to the backend: cash on delivery places the order (POST /store/carts/:id/place-order),
 * bKash starts its payment (POST /store/carts/:id/bkash); either refuses (409) a cart whose total
 * is no longer the one the page showed. Both are safe to send again: an ordered cart answers its order.
 */
async function order(cartId: string, payWith: PayWith, body: Record<string, unknown>, t: Messages["checkout"]): Promise<Order> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/${payWith === "bkash" ? "bkash" : "place-order"}?fields=id`
  const sent = await storeSend<{ order?: { id: string }; bkash_url?: string }>("POST", path, body)
  if (sent.order?.id) return { kind: "order", id: sent.order.id }
  const url = webAddress(sent.bkash_url)
  // Only a web page: a `javascript:` address from a broken answer must never be followed.
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw new Error(t.notPlaced)
  return { kind: "bkash", url: url.href }
}

/**
 * The checkout form's action (routes/place-order.tsx), with or without the page's scripts: checks
 * the fields with the page's schema, refuses when the cart is not the one the page showed, orders
 * in the page's language, keeps the address in the profile when asked, then goes to the order's
 * confirmation (or to bKash's page). A refusal answers the page again with the reason.
 */
export async function placeOrderByForm(
  request: Request,
  target: OrderTarget,
  shopOrigin: string
): Promise<Response | ReturnType<typeof answer> | ReturnType<typeof data<PromoCodeAnswer>>> {
  const messages = messagesOf(request)
  const t = messages.checkout
  const here = new URL(request.url)
  const empty: CheckoutAnswer = { kind: "refused", values: {}, fields: {}, error: t.notPlaced }
  // A form posted from another site's page would order on this shopper's behalf.
  if (fromOtherSite(request, shopOrigin)) return answer(403, empty)
  // Back here after logging in, in the page's language (the redirect adds its prefix).
  const logIn = () => redirect(paths.logIn(`${withoutLocale(here.pathname)}${here.search}`), { headers: NO_STORE })
  if (!sessionCookie(request)) return logIn()

  return asShopper(request, async () => {
    let customer: HttpTypes.StoreCustomer
    try {
      ;({ customer } = await storeSend<{ customer: HttpTypes.StoreCustomer }>("GET", `/store/customers/me?fields=${encodeURIComponent(CUSTOMER_FIELDS)}`))
    } catch (error) {
      if (statusOf(error) === 401) return logIn()
      const { status, message } = refusal(error, t)
      return answer(status, { ...empty, error: message })
    }

    // A body that is not a form (made by hand) is refused as a post that is not this form's; one
    // larger than any checkout form is refused before it is read in full.
    const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
    if (form === 413) return answer(413, { ...empty, error: messages.errors.formTooLarge })
    if (form === 400) return answer(400, { ...empty, kind: "invalid" })
    if (isPromoCodeForm(form)) return promoCodeByForm(request, target, form, messages)
    const post = readCheckoutPost(form, messages, addressFromCustomer(customer))
    if (!post.ok) return answer(400, { kind: "invalid", values: post.values, fields: post.fields, error: post.malformed ? t.notPlaced : null })
    const { input, cartId, expectedTotal } = post
    if (!post.payWith && !input.cashOnDelivery) return answer(200, { kind: "choose-payment", values: input, fields: {}, error: null })
    const payWith = post.payWith ?? "cod"

    // The cart the page showed must still be the one this page orders, at the total it showed
    // (the backend checks the total again under the cart's lock). One already ordered is a retry:
    // the backend answers its order.
    // `now`: the cart as this page would show it now (null: nothing left to order).
    const changed = (now: CheckoutCart | null) => {
      const error = now ? t.totalChanged(formatBDT(now.total, localeOf(request))) : t.cartGone
      return answer(409, { kind: "changed", values: input, fields: {}, error })
    }
    const posted = await postedCart(request, cartId).catch(() => null)
    if (!posted) return changed(await checkoutCart(request, target).catch(() => null))
    if (!posted.completed_at) {
      const current = await checkoutCart(request, target)
      if (current?.cart.id !== cartId || current.total !== expectedTotal) return changed(current)
    }

    const body = { shipping_address: toMedusaAddress(input, customer), locale: localeOf(request), expected_total: expectedTotal }
    let placed: Order
    try {
      placed = await order(cartId, payWith, body, t)
    } catch (error) {
      // A code that stopped applying (ended, used up, already used): taken off, and said with the new total.
      const stopped = statusOf(error) === 409 && !posted.completed_at ? stoppedCodes(error, posted) : null
      if (stopped) {
        for (const code of stopped.codes) await changePromoCode(cartId, { intent: REMOVE_CODE, code }).catch(() => undefined)
        const now = await checkoutCart(request, target).catch(() => null)
        const p = messages.promotions
        const reason = reasonText(stopped.reason, p, p.errors.promotion_ended)
        const error = now ? p.stoppedApplying(reason, stopped.codes.join(", "), formatBDT(now.total, localeOf(request))) : t.cartGone
        return answer(409, { kind: "changed", values: input, fields: {}, error })
      }
      if (statusOf(error) === 409 && !posted.completed_at) {
        const now = await checkoutCart(request, target).catch(() => null)
        if (now && now.total !== expectedTotal) return changed(now)
      }
      const { status, message } = refusal(error, t)
      return answer(status, { kind: "refused", values: input, fields: {}, error: message })
    }

    // The order stands either way: a refused address only costs the shortcut next time, and the
    // confirmation says so.
    const saveAsked = input.saveToProfile && !input.sameAsBilling
    const addressNotSaved =
      saveAsked &&
      !(await saveProfileAddress(customer, input).then(
        () => true,
        () => false
      ))
    const headers = new Headers(NO_STORE)
    if (target.kind === "buy-now") headers.append("set-cookie", forgetBuyNowCart(request))
    if (placed.kind === "bkash") return redirect(placed.url, { status: 303, headers })
    return redirect(paths.account.orderPlaced(placed.id, { addressNotSaved }), { status: 303, headers })
  })
}

/**
 * A promo code's form on the checkout (Apply, Remove), on the cart this page orders (the
 * customer's cart, or the "Buy now" cart): a 303 back to this page with the new totals, or the
 * reason beside the field in the page's language.
 */
async function promoCodeByForm(request: Request, target: OrderTarget, form: FormData, messages: Messages) {
  const t = messages.promotions
  const post = readPromoCodePost(form, t)
  if (!post.ok) return data({ promo: { error: post.error, code: post.code } }, { status: post.status, headers: NO_STORE })
  const typed = post.change.intent === "apply-code" ? post.change.code : ""
  try {
    const checkout = await checkoutCart(request, target)
    if (!checkout) return data({ promo: { error: messages.checkout.emptyCart, code: typed } }, { status: 409, headers: NO_STORE })
    await changePromoCode(checkout.cart.id, post.change)
    const here = new URL(request.url)
    const headers = new Headers(NO_STORE)
    for (const cookie of checkout.cookies) headers.append("set-cookie", cookie)
    // Back to this page, in its language (the redirect adds the language's prefix).
    return redirect(`${withoutLocale(here.pathname)}${here.search}`, { status: 303, headers })
  } catch (error) {
    const { status, error: said } = promoRefusal(error, t)
    return data({ promo: { error: said, code: typed } }, { status, headers: NO_STORE })
  }
}
