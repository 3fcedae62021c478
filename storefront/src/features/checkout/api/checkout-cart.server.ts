import type { HttpTypes } from "@medusajs/types"
import { buyNowCartMetadata } from "@chaka/rules"
import { cartCosts, type CartCosts } from "../../session/promotions/cart-costs"
import { changePromoCode, stoppedCodes } from "../../session/promotions/promo-codes.server"
import { REMOVE_CODE } from "../../session/promotions/schemas"
import { isCartId } from "../../session/cart-id"
import { readCookie, shopCookie } from "../../../lib/cookies.server"
import { statusOf } from "../../../lib/errors"
import { getShopConfig, storeGet, storeSend } from "../../../lib/medusa"
import { asShopper } from "../../../lib/store.server"
import type { OrderTarget } from "../order-target"

type Cart = HttpTypes.StoreCart

/** The "Buy now" cart's id: httpOnly, one per browser, so a reload or a retried post finds the same cart. */
export const BUY_NOW_COOKIE = "chaka.buy-now"
const DAY_S = 24 * 60 * 60

/**
 * What checkout reads of a cart: its lines (the picture, name, quantity and price), its totals with
 * the discounts and Home delivery once it has it, and the promotions on it; nothing else.
 */
const CART_FIELDS =
  "id,customer_id,completed_at,metadata,item_subtotal,item_total,item_discount_total,shipping_subtotal,shipping_total,total,*items,promotions.code,promotions.is_automatic,shipping_methods.id"

/** The cart a checkout page shows and its action orders, with what the shopper is told it costs. */
export type CheckoutCart = {
  cart: Cart
  /** Home delivery: the cart's own once it has it, else @chaka/rules' rule at the backend's rate (bd-commerce's provider prices it the same). */
  shipping: number
  /** What the page shows as the total and the order must cost (the backend refuses another: expected_total). */
  total: number
  /** Subtotal, discount (with the codes), delivery and total, as the summary shows them. */
  costs: CartCosts
  /** Set-Cookie values: a new "Buy now" cart's id. */
  cookies: string[]
}

const buyNowCookie = (request: Request, value: string, maxAge: number) => shopCookie(request, BUY_NOW_COOKIE, value, { httpOnly: true, maxAge })

/** After the order: the "Buy now" cart is spent. */
export const forgetBuyNowCart = (request: Request) => buyNowCookie(request, "", 0)

async function readCart(id: string): Promise<Cart | null> {
  try {
    return (await storeSend<{ cart: Cart }>("GET", `/store/carts/${id}?fields=${encodeURIComponent(CART_FIELDS)}`)).cart
  } catch (error) {
    if (statusOf(error) === 404) return null
    throw error
  }
}

/** The open "Buy now" cart of this browser for exactly this product and quantity, if it still stands. */
async function openBuyNowCart(request: Request, productId: string, quantity: number): Promise<Cart | null> {
  const id = readCookie(request, BUY_NOW_COOKIE)
  if (!isCartId(id)) return null
  const cart = await readCart(id)
  const line = cart?.items?.length === 1 ? cart.items[0] : undefined
  // The backend answers this session's own carts only; one ordered, or for another product or quantity, is not reused.
  const same = cart && !cart.completed_at && line?.product_id === productId && line.quantity === quantity
  return same ? cart : null
}

/**
 * "Buy now" runs in a cart of its own (metadata.purpose "buy-now", which the backend keeps out of
 * the customer's shopping cart), so the shopping cart is left as it is. The browser keeps its id
 * in a cookie: reloading the page, or posting its form again, reuses it instead of piling up carts.
 */
async function buyNowCart(request: Request, productId: string, quantity: number): Promise<{ cart: Cart; cookies: string[] }> {
  const open = await openBuyNowCart(request, productId, quantity)
  if (open) return { cart: open, cookies: [] }
  const { region_id } = await getShopConfig()
  const { product } = await storeGet<{ product: { variants?: { id: string }[] | null } }>(`/store/products/${encodeURIComponent(productId)}`, {
    region_id,
    fields: "id,variants.id",
  })
  const variantId = product.variants?.[0]?.id
  if (!variantId) throw Object.assign(new Error("no variant"), { status: 404 })
  const created = await storeSend<{ cart: Cart }>("POST", `/store/carts?fields=${encodeURIComponent(CART_FIELDS)}`, {
    region_id,
    metadata: buyNowCartMetadata(),
    items: [{ variant_id: variantId, quantity }],
  })
  return { cart: created.cart, cookies: [buyNowCookie(request, created.cart.id, DAY_S)] }
}

/** What the shopper pays: the lines less their discount, then Home delivery (the cart's, or the shop's rule at the backend's rate). */
export async function costOf(cart: Cart): Promise<{ shipping: number; total: number; costs: CartCosts }> {
  const { delivery_rate } = await getShopConfig()
  const costs = cartCosts(cart, delivery_rate)
  return { shipping: costs.shipping, total: costs.total, costs }
}

/**
 * The cart a /place-order page orders, read on the server as the signed-in shopper: their shopping
 * cart, or the "Buy now" cart for the product (made on first sight). Null when there is nothing to
 * order (an empty cart). A product that does not exist answers 404.
 */
export function checkoutCart(request: Request, target: OrderTarget): Promise<CheckoutCart | null> {
  return asShopper(request, async () => {
    let cart: Cart | null
    let cookies: string[] = []
    if (target.kind === "buy-now") {
      ;({ cart, cookies } = await buyNowCart(request, target.productId, target.quantity))
    } else {
      cart = (await storeSend<{ cart: Cart | null }>("GET", `/store/customers/me/cart?fields=${encodeURIComponent(CART_FIELDS)}`)).cart
    }
    if (!cart?.items?.length) return null
    return { cart, ...(await costOf(cart)), cookies }
  })
}

/**
 * The customer's saved address and Home delivery put on the cart (the backend's POST
 * /store/carts/:id/delivery, Medusa's own shipping workflow), so a delivery promotion (free
 * delivery of e-bikes inside Dhaka) shows in the page's totals before the order. A cart that
 * already has Home delivery is left as it is; one the backend cannot price keeps the rule's estimate
 * (the order's own check still holds it to the total shown).
 */
/** The previewed cart, and the codes the preview found no longer applying (taken off), with the reason. */
export type DeliveryPreview = { checkout: CheckoutCart; dropped: { reason: string; codes: string[] } | null }

export function previewDelivery(request: Request, checkout: CheckoutCart, address: Record<string, string>): Promise<DeliveryPreview> {
  if (checkout.cart.shipping_methods?.length) return Promise.resolve({ checkout, dropped: null })
  const path = `/store/carts/${encodeURIComponent(checkout.cart.id)}/delivery?fields=${encodeURIComponent(CART_FIELDS)}`
  const preview = async () => {
    const { cart } = await storeSend<{ cart: Cart }>("POST", path, { shipping_address: address })
    return { ...checkout, cart, ...(await costOf(cart)) }
  }
  return asShopper(request, async () => {
    try {
      return { checkout: await preview(), dropped: null }
    } catch (error) {
      // A code that stopped applying at this address (409): taken off, the preview made again, and said.
      const dropped = statusOf(error) === 409 ? stoppedCodes(error, checkout.cart) : null
      if (dropped) {
        for (const code of dropped.codes) await changePromoCode(checkout.cart.id, { intent: REMOVE_CODE, code }).catch(() => undefined)
        const again = await preview().catch(() => null)
        if (again) return { checkout: again, dropped }
        const cart = await readCart(checkout.cart.id).catch(() => null)
        return { checkout: cart ? { ...checkout, cart, ...(await costOf(cart)) } : checkout, dropped }
      }
      if (statusOf(error) === undefined || statusOf(error)! >= 500)
        console.error(`storefront: delivery preview: ${error instanceof Error ? error.message : error}`)
      return { checkout, dropped: null }
    }
  })
}

/** A cart the shopper posted an order for, by its id (a retry after a lost answer finds it completed). */
export const postedCart = (request: Request, id: string) => asShopper(request, () => (isCartId(id) ? readCart(id) : Promise.resolve(null)))
