import type { HttpTypes } from "@medusajs/types"
import type { DeliveryRate } from "@chaka/rules"
import { lineTitle, type ProductTitles } from "../session/api/product-titles"
import { cartCosts, type CartCosts } from "../session/promotions/cart-costs"

/** What /cart shows of a cart: only these fields reach the page's HTML. */
export type CartSummaryLine = {
  id: string
  product_id: string | null
  name: string
  thumbnail: string | null
  unit_price: number
  quantity: number
  total: number
  created_at: string
}
/** `costs`: Subtotal, Discount (the codes), Delivery and Total as the backend will charge them. */
export type CartSummary = { id: string; subtotal: number; lines: CartSummaryLine[]; costs: CartCosts }

/**
 * The cart's lines and costs as /cart shows them, each line named in the page's language (`titles`,
 * features/session/api/product-titles), the delivery estimated at the backend's `rate` until the cart has Home delivery.
 */
export function summariseCart(cart: HttpTypes.StoreCart | null, titles: ProductTitles = {}, rate?: DeliveryRate): CartSummary | null {
  if (!cart) return null
  const lines = (cart.items ?? [])
    .map((line) => ({
      id: line.id,
      product_id: line.product_id ?? null,
      name: lineTitle(line, titles),
      thumbnail: line.thumbnail ?? null,
      unit_price: line.unit_price,
      quantity: line.quantity,
      total: line.subtotal ?? line.unit_price * line.quantity,
      created_at: String(line.created_at ?? ""),
    }))
    // Oldest first, so a line does not jump when its quantity changes.
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
  return { id: cart.id, subtotal: cart.item_subtotal ?? lines.reduce((sum, line) => sum + line.total, 0), lines, costs: cartCosts(cart, rate) }
}

/** Distinct product ids of the cart, for the checkout URL. */
export const summaryProductIds = (cart: CartSummary) => [...new Set(cart.lines.map((line) => line.product_id).filter((id): id is string => Boolean(id)))]
