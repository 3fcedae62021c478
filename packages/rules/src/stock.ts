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

/**
 * The one stock rule of the shop (storefront admin list, shop availability, dashboard widget):
 * available = stocked − reserved, sold while at least one unit is available. Medusa's own
 * availability (the store API's inventory_quantity) is the same figure.
 */
export function stockFigures({ stocked, reserved, manages_inventory }: StockInput): StockFigures {
  if (!manages_inventory) return { stocked: null, reserved: 0, available: null, in_stock: true }
  const onShelf = whole(stocked)
  const held = whole(reserved)
  const available = Math.max(0, onShelf - held)
  return { stocked: onShelf, reserved: held, available, in_stock: available > 0 }
}
