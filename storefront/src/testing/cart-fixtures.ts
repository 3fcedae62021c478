import { setMaybeSignedIn } from "../lib/medusa"
import { json, SHOP_CONFIG } from "./backend"
import { CURRENCY_CODE } from "@chaka/rules"

/** Fixtures for the cart and checkout tests: a signed-in customer and carts as Medusa returns them. */
export const CUSTOMER = {
  id: "cus_rahim",
  email: "rahim@example.com",
  first_name: "Rahim",
  last_name: "Uddin",
  phone: null as string | null,
  metadata: null,
  addresses: [] as object[],
}

export type Line = { id: string; product_id: string; variant_id: string; product_title: string; unit_price: number; quantity: number }

export const line = (handle: string, title: string, unit_price: number, quantity = 1): Line => ({
  id: `item_${handle}`,
  product_id: `prod_${handle}`,
  variant_id: `variant_${handle}`,
  product_title: title,
  unit_price,
  quantity,
})

export function storeCart(items: Line[], extra: object = {}) {
  const withTotals = items.map((item) => ({ ...item, title: item.product_title, thumbnail: null, subtotal: item.unit_price * item.quantity }))
  const item_subtotal = withTotals.reduce((sum, item) => sum + item.subtotal, 0)
  return { id: "cart_1", region_id: "reg_bd", currency_code: CURRENCY_CODE, items: withTotals, item_subtotal, subtotal: item_subtotal, ...extra }
}

/** Signs the customer in (a session cookie, as the server reports it, plus the routes that answer for it) with this cart. */
export function signedInRoutes({ customer = CUSTOMER, cart = null as unknown }: { customer?: object; cart?: unknown } = {}) {
  setMaybeSignedIn(true)
  return {
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/customers/me": () => json({ customer }),
    "/store/customers/me/access": () => json({ admin: false }),
    "/store/customers/me/cart": () => json({ cart: typeof cart === "function" ? cart() : cart }),
  }
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>
