import type { HttpTypes } from "@medusajs/types"
import { statusOf } from "../../../lib/errors"
import { getShopConfig, storeSend } from "../../../lib/medusa"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import type { CartChange } from "../schemas"
import { visitorCartId } from "./cart-cookies.server"

type Cart = HttpTypes.StoreCart

/** Whose cart the request shows: the signed-in customer's, or the visitor's (cookie). */
export type CurrentCart = { cart: Cart | null; owner: "customer" | "visitor" }

/**
 * The request's cart on the server: a signed-in customer's own cart, else the visitor cart
 * whose id the `chaka.cart` cookie holds (null when it is gone, claimed or ordered).
 */
export function currentCart(request: Request): Promise<CurrentCart> {
  return asShopper(request, async () => {
    if (sessionCookie(request)) {
      try {
        const { cart } = await storeSend<{ cart: Cart | null }>("GET", "/store/customers/me/cart")
        return { cart, owner: "customer" }
      } catch (error) {
        // An expired session is a visitor's.
        if (statusOf(error) !== 401) throw error
      }
    }
    const id = visitorCartId(request)
    if (!id) return { cart: null, owner: "visitor" }
    try {
      const { cart } = await storeSend<{ cart: Cart }>("GET", `/store/carts/${id}`)
      return { cart: cart.completed_at || cart.customer_id ? null : cart, owner: "visitor" }
    } catch (error) {
      if (statusOf(error) === 404 || statusOf(error) === 401) return { cart: null, owner: "visitor" }
      throw error
    }
  })
}

/** A line the cart does not hold: answered like the backend's own "not found". */
class LineNotFound extends Error {
  readonly status = 404
}

/** The shop's "Add to cart" of a product the cart already holds (spec: "already added", nothing changes). */
class AlreadyAdded extends Error {
  readonly status = 422
}

/** What a refusal of changeCart says, in the page's language. */
export type CartChangeWords = { notFound: string; alreadyAdded: string }

/**
 * One change to the request's cart, made by the backend (its cart workflows check stock and
 * whole quantities); a visitor's first product starts their visitor cart in the shop's region, a
 * customer's first product their own cart. The shop's "Add to cart" of a product the cart already
 * holds changes nothing ("Already added", 422): the quantity is changed on the cart page. (The
 * backend's standard route adds to the quantity, as Medusa does, for other storefronts.) Answers
 * the cart as it now stands.
 */
export function changeCart(request: Request, change: CartChange, words: CartChangeWords): Promise<CurrentCart> {
  return asShopper(request, async () => {
    const { cart, owner } = await currentCart(request)
    if (change.intent === "add") {
      if (cart?.items?.some((line) => line.variant_id === change.variant_id)) throw new AlreadyAdded(words.alreadyAdded)
      const id = cart?.id ?? (await storeSend<{ cart: Cart }>("POST", "/store/carts", { region_id: (await getShopConfig()).region_id })).cart.id
      const added = await storeSend<{ cart: Cart }>("POST", `/store/carts/${id}/line-items`, { variant_id: change.variant_id, quantity: change.quantity })
      return { cart: added.cart, owner }
    }
    if (!cart?.items?.some((line) => line.id === change.line_id)) throw new LineNotFound(words.notFound)
    if (change.intent === "update") {
      const updated = await storeSend<{ cart: Cart }>("POST", `/store/carts/${cart.id}/line-items/${change.line_id}`, { quantity: change.quantity })
      return { cart: updated.cart, owner }
    }
    const removed = await storeSend<{ parent?: Cart }>("DELETE", `/store/carts/${cart.id}/line-items/${change.line_id}`)
    return { cart: removed.parent ?? null, owner }
  })
}

/**
 * The visitor cart becomes (or merges into) the customer's who just signed in: the backend's
 * POST /store/customers/me/cart/claim. Answers their cart; a cart already claimed answers the same.
 */
export function claimVisitorCart(request: Request, cartId: string): Promise<Cart | null> {
  return asShopper(request, async () => (await storeSend<{ cart: Cart | null }>("POST", "/store/customers/me/cart/claim", { cart_id: cartId })).cart)
}
