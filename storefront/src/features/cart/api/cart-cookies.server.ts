import type { HttpTypes } from "@medusajs/types"
import { isCartId } from "../../session/cart-id"
import { readCookie, shopCookie as cookie } from "../../../lib/cookies.server"

/** The visitor cart's id: httpOnly, so no script (nor a shared page) ever sees it. */
export const VISITOR_CART_COOKIE = "chaka.cart"
/** How many products the cart holds, for the header's badge: readable by the page's script. */
export const CART_COUNT_COOKIE = "chaka.cart-count"

const MONTH_S = 30 * 24 * 60 * 60

/** The visitor cart id the request carries, if it looks like one. */
export function visitorCartId(request: Request): string | undefined {
  const id = readCookie(request, VISITOR_CART_COOKIE)
  return isCartId(id) ? id : undefined
}

/**
 * After a change: a visitor keeps their cart's id and the badge's count. A customer's badge reads
 * their cart from the server, so no count is left behind for whoever uses the browser after they log out.
 */
export function cartCookies(request: Request, cart: HttpTypes.StoreCart | null, owner: "customer" | "visitor"): string[] {
  if (owner === "customer") return [cookie(request, CART_COUNT_COOKIE, "", { httpOnly: false, maxAge: 0 })]
  const count = String(cart?.items?.length ?? 0)
  const cookies = [cookie(request, CART_COUNT_COOKIE, count, { httpOnly: false, maxAge: MONTH_S })]
  if (cart) cookies.push(cookie(request, VISITOR_CART_COOKIE, cart.id, { httpOnly: true, maxAge: MONTH_S }))
  return cookies
}

/** After the visitor cart was claimed (or is gone): forget it. */
export function forgetVisitorCart(request: Request): string[] {
  return [cookie(request, VISITOR_CART_COOKIE, "", { httpOnly: true, maxAge: 0 }), cookie(request, CART_COUNT_COOKIE, "", { httpOnly: false, maxAge: 0 })]
}

/** Response headers carrying these cookies. */
export function withCookies(cookies: string[]): Headers {
  const headers = new Headers()
  for (const value of cookies) headers.append("set-cookie", value)
  return headers
}
