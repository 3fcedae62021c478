/**
 * Spec section 5: 'In stock!' only when stock is above 0 and above the chosen quantity,
 * otherwise 'Out of stock'. Stock the shop does not count (null) is always available.
 */
export function isAvailable(stock: number | null, quantity: number) {
  return stock === null || (stock > 0 && stock > quantity)
}

/** Quantity default 1, minimum 1 (spec section 9). */
export const MIN_QUANTITY = 1
export const clampQuantity = (value: number) => (Number.isFinite(value) ? Math.max(MIN_QUANTITY, Math.floor(value)) : MIN_QUANTITY)
