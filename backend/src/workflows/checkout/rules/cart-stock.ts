import type { StockNeed } from "./checkout-gate"

/*
 * A cart's stock as the checkout gate asks it (rules/checkout-gate.ts): per inventory item whose
 * stock is counted (managed, no backorder), the units the cart needs and the units still
 * unreserved at the stock locations its sales channel sells from.
 */

/** A cart line: which variant, how many. */
export type StockLine = { variant_id?: string | null; quantity?: unknown }

/** How a variant's stock is counted: its inventory items (a kit has several, each `required_quantity` per unit). */
export type VariantStock = {
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  inventory_items?: ({ inventory_item_id: string; required_quantity?: unknown } | null)[] | null
}

/** One inventory item's stock at one location. */
export type StockLevel = { inventory_item_id: string; location_id: string; stocked_quantity?: unknown; reserved_quantity?: unknown }

/** The inventory items whose stock these lines count (to read their levels). */
export function countedItems(lines: StockLine[], variants: ReadonlyMap<string, VariantStock>): string[] {
  const items = new Set<string>()
  for (const line of lines) {
    const variant = line.variant_id ? variants.get(line.variant_id) : undefined
    if (!variant?.manage_inventory || variant.allow_backorder) continue
    for (const link of variant.inventory_items ?? []) if (link) items.add(link.inventory_item_id)
  }
  return [...items]
}

/**
 * Per line and inventory item: the units needed (quantity × required), and the unreserved units
 * (stocked − reserved) at these locations. A line of a variant not found counts nothing (Medusa's
 * completion refuses it itself).
 */
export function stockNeeds(lines: StockLine[], variants: ReadonlyMap<string, VariantStock>, levels: StockLevel[], locations: ReadonlySet<string>): StockNeed[] {
  const available = new Map<string, number>()
  for (const level of levels) {
    if (!locations.has(level.location_id)) continue
    const units = Number(level.stocked_quantity ?? 0) - Number(level.reserved_quantity ?? 0)
    available.set(level.inventory_item_id, (available.get(level.inventory_item_id) ?? 0) + units)
  }
  const needs: StockNeed[] = []
  for (const line of lines) {
    const variant = line.variant_id ? variants.get(line.variant_id) : undefined
    if (!variant?.manage_inventory || variant.allow_backorder) continue
    for (const link of variant.inventory_items ?? []) {
      if (!link) continue
      needs.push({
        inventory_item_id: link.inventory_item_id,
        needed: Number(line.quantity) * Number(link.required_quantity ?? 1),
        available: available.get(link.inventory_item_id) ?? 0,
      })
    }
  }
  return needs
}
