import type { HttpTypes } from "@medusajs/types"

type Line = HttpTypes.StoreCartLineItem

/** What the checkout page shows of a line: only these fields reach its HTML. */
export type CheckoutLine = Pick<Line, "id" | "product_id" | "title" | "product_title" | "thumbnail" | "quantity" | "unit_price"> & { subtotal: number }

/** The cart a checkout page orders, as it shows it. */
export type CheckoutSummary = { id: string; item_subtotal: number; items: CheckoutLine[] }

export function summariseCheckoutCart(cart: HttpTypes.StoreCart): CheckoutSummary {
  const items = (cart.items ?? []).map((line) => ({
    id: line.id,
    product_id: line.product_id,
    title: line.title,
    product_title: line.product_title,
    thumbnail: line.thumbnail,
    quantity: line.quantity,
    unit_price: line.unit_price,
    subtotal: line.subtotal ?? line.unit_price * line.quantity,
  }))
  return { id: cart.id, item_subtotal: cart.item_subtotal ?? items.reduce((sum, line) => sum + line.subtotal, 0), items }
}
