import type { HttpTypes } from "@medusajs/types"
import { deliveryCharge, DELIVERY_RATE, type DeliveryRate } from "@chaka/rules"

/** A promotion on the cart: a code the shopper entered (which they may remove), or an automatic offer. */
export type AppliedCode = { code: string; automatic: boolean }

/**
 * What a cart costs as the cart page and the checkout show it, from Medusa's own totals:
 * Subtotal − Discount + Delivery = Total, and Total is what the backend charges (the checkout
 * sends it as `expected_total`).
 */
export type CartCosts = {
  /** The lines before any discount (item_subtotal). */
  subtotal: number
  /** What promotions took off the lines (item_discount_total). */
  discount: number
  /** The codes the shopper entered, then the automatic offers, as the cart names them. */
  codes: AppliedCode[]
  /** Home delivery's charge: the cart's own once it has Home delivery, else the shop's rule's estimate. */
  shipping: number
  /** Home delivery before its discount: more than `shipping` when a promotion lowered it (0 charged: "Free"). */
  shippingBefore: number
  total: number
}

/** The cart's fields read here (Medusa computes item_discount_total; the store type leaves it out). */
type CostedCart = Partial<
  Pick<HttpTypes.StoreCart, "items" | "item_subtotal" | "item_total" | "shipping_total" | "shipping_subtotal" | "total" | "shipping_methods">
> & {
  item_discount_total?: number | null
  promotions?: { code?: string | null; is_automatic?: boolean | null }[] | null
}

const money = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0)

/**
 * The cart's costs. Before the cart has Home delivery (its address is set when the order is
 * placed) Medusa's delivery is 0: the page then shows the shop's rule (@chaka/rules, the backend's
 * rate), as bd-commerce's provider will price it.
 */
export function cartCosts(cart: CostedCart, rate: DeliveryRate = DELIVERY_RATE): CartCosts {
  const lines = cart.items ?? []
  const subtotal = cart.item_subtotal != null ? money(cart.item_subtotal) : lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0)
  const discount =
    cart.item_discount_total != null ? money(cart.item_discount_total) : cart.item_total != null ? Math.max(0, subtotal - money(cart.item_total)) : 0
  const codes = (cart.promotions ?? [])
    .filter((promotion) => promotion?.code)
    .map((promotion) => ({ code: String(promotion.code), automatic: Boolean(promotion.is_automatic) }))
    .sort((a, b) => Number(a.automatic) - Number(b.automatic))
  if (cart.shipping_methods?.length) {
    const shipping = money(cart.shipping_total)
    return { subtotal, discount, codes, shipping, shippingBefore: Math.max(shipping, money(cart.shipping_subtotal)), total: money(cart.total) }
  }
  const shipping = lines.length ? deliveryCharge(subtotal, rate) : 0
  const beforeDelivery = cart.total != null ? money(cart.total) : subtotal - discount
  return { subtotal, discount, codes, shipping, shippingBefore: shipping, total: beforeDelivery + shipping }
}

/** The codes the shopper entered (not the automatic offers), for the summary's "Discount (EID10)". */
export const enteredCodes = (costs: Pick<CartCosts, "codes">) => costs.codes.filter((code) => !code.automatic).map((code) => code.code)
