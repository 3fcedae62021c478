import { NO_STORE } from "../../lib/no-store"
import { fromOtherSite } from "../../lib/other-site.server"
import { data, redirect } from "react-router"
import { statusOf } from "../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../lib/read-form.server"
import { localeOfMatches, messagesFor, messagesOf } from "../../i18n"
import { paths } from "../../config/paths"
import { changeCart, claimVisitorCart, currentCart } from "../../features/cart/api/cart.server"
import { cartCookies, forgetVisitorCart, visitorCartId, withCookies } from "../../features/cart/api/cart-cookies.server"
import { summariseCart } from "../../features/cart/cart-summary"
import { productTitlesFor } from "../../features/session/api/product-titles.server"
import { CartPage } from "../../features/cart/components/cart-page"
import { cartChangeSchema, VIA_SCRIPT } from "../../features/cart/schemas"
import { getShopConfig } from "../../lib/medusa"
import { isPromoCodeAnswer, isPromoCodeForm } from "../../features/session/promotions/schemas"
import { changePromoCode, promoRefusal, readPromoCodePost } from "../../features/session/promotions/promo-codes.server"
import { privateMeta } from "../private-meta"
import type { Route } from "./+types/cart"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).cart.title, location.pathname, localeOfMatches(matches))

/** A cart is one shopper's: never kept by the page cache (no `sharedWithVisitors`), nor by a browser or CDN. */
export const headers = () => NO_STORE

/** /cart: the customer's cart when signed in, else the visitor's (its id in an httpOnly cookie). */
export async function loader({ request }: Route.LoaderArgs) {
  const current = await currentCart(request)
  let cart = current.cart
  const headers = new Headers({ "Cache-Control": "private, no-store" })
  // Signed in while a visitor cart is still in its cookie (a sign-in whose claim did not run):
  // claim it now (a replay answers the same cart) and forget the cookie.
  const visitorId = visitorCartId(request)
  if (current.owner === "customer" && visitorId) {
    const claimed = await claimVisitorCart(request, visitorId).catch(() => undefined)
    if (claimed !== undefined) cart = claimed
    for (const value of forgetVisitorCart(request)) headers.append("set-cookie", value)
  }
  const [titles, { delivery_rate }] = await Promise.all([
    productTitlesFor(
      request,
      (cart?.items ?? []).map((line) => line.product_id)
    ),
    getShopConfig(),
  ])
  return data({ cart: summariseCart(cart, titles, delivery_rate), owner: current.owner, added: new URL(request.url).searchParams.has("added") }, { headers })
}

/**
 * Every change to the cart (add, update, remove), from plain HTML forms (answered with a 303 back
 * to /cart, "Added to cart" after an addition) and from scripts (which add `via=script` and get
 * data). A refusal shows the backend's own message: on the page without scripts, as a toast with.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const t = messages.cart
  // A form on another site's page would change this shopper's cart.
  if (fromOtherSite(request, context?.origin)) return data({ error: messages.auth.otherSiteForm, count: null }, { status: 403, headers: NO_STORE })
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number")
    return data({ error: form === 413 ? messages.errors.formTooLarge : t.badRequest, count: null }, { status: form, headers: NO_STORE })
  if (isPromoCodeForm(form)) return promoCodeAction(request, form, messages)
  const byScript = form.get(VIA_SCRIPT.name) === VIA_SCRIPT.value
  const parsed = cartChangeSchema(t).safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ error: t.badRequest, count: null }, { status: 400 })
  try {
    const { cart, owner } = await changeCart(request, parsed.data, { notFound: t.failed, alreadyAdded: messages.toasts.alreadyAdded })
    const headers = withCookies(cartCookies(request, cart, owner))
    headers.set("Cache-Control", "private, no-store")
    if (byScript) return data({ error: null, count: cart?.items?.length ?? 0 }, { headers })
    return redirect(paths.cart({ added: parsed.data.intent === "add" }), { status: 303, headers })
  } catch (error) {
    const status = statusOf(error)
    // A refusal (4xx) carries the backend's catalogued message; anything else the shop's own.
    if (status && status >= 400 && status < 500) return data({ error: error instanceof Error ? error.message : t.failed, count: null }, { status })
    console.error(`storefront: /cart: ${error instanceof Error ? error.message : error}`)
    return data({ error: t.failed, count: null }, { status: 502 })
  }
}

/**
 * A promo code's form (Apply, Remove) on the request's cart, through Medusa's standard
 * /store/carts/:id/promotions: a 303 back to /cart with the new totals, or the reason beside the
 * field in the page's language (a visitor's cart: log in first, the shop's rule for its own pages).
 */
async function promoCodeAction(request: Request, form: FormData, messages: ReturnType<typeof messagesOf>) {
  const t = messages.promotions
  const post = readPromoCodePost(form, t)
  if (!post.ok) return data({ error: null, count: null, promo: { error: post.error, code: post.code } }, { status: post.status, headers: NO_STORE })
  const typed = post.change.intent === "apply-code" ? post.change.code : ""
  try {
    const { cart, owner } = await currentCart(request)
    if (owner === "visitor") return data({ error: null, count: null, promo: { error: t.signIn, code: typed } }, { status: 401, headers: NO_STORE })
    if (!cart) return data({ error: null, count: null, promo: { error: t.failed, code: typed } }, { status: 409, headers: NO_STORE })
    await changePromoCode(cart.id, post.change)
    return redirect(paths.cart(), { status: 303, headers: NO_STORE })
  } catch (error) {
    const { status, error: said } = promoRefusal(error, t)
    return data({ error: null, count: null, promo: { error: said, code: typed } }, { status, headers: NO_STORE })
  }
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage {...loaderData} error={actionData?.error ?? null} promo={isPromoCodeAnswer(actionData) ? actionData : null} />
}
