import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { shopPlaces, stockFiguresOf, type StoredShopProduct } from "../../products/rules/products"

/*
 * Low stock: the products a shopper can buy few of (available ≤ the owner's threshold, by the one
 * stock rule of @chaka/rules). The threshold is a shop setting kept, like the delivery days, in
 * the store's metadata, so it needs no table of its own.
 */

export const LOW_STOCK_THRESHOLD_KEY = "low_stock_threshold"
/** Held while the numbers' settings in the store's metadata are read and written (the threshold, the products announced). */
export const LOW_STOCK_LOCK_KEY = "low-stock-settings"
export const DEFAULT_LOW_STOCK_THRESHOLD = 3
export const MAX_LOW_STOCK_THRESHOLD = 10_000
/** The longest low-stock list shown (the lowest first). */
export const LOW_STOCK_LIST = 50

export const isThreshold = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_LOW_STOCK_THRESHOLD

/** The threshold the owner set, or the default when never set (or stored broken). */
export const thresholdFrom = (metadata: Record<string, unknown> | null | undefined): number => {
  const stored = metadata?.[LOW_STOCK_THRESHOLD_KEY]
  return isThreshold(stored) ? stored : DEFAULT_LOW_STOCK_THRESHOLD
}

/** The shop's store record (a Medusa shop has one). */
export async function shopStoreRecord(container: MedusaContainer) {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { take: 1, select: ["id", "metadata"] })
  return store
}

export const currentLowStockThreshold = async (container: MedusaContainer) => thresholdFrom((await shopStoreRecord(container))?.metadata)

const LOW_STOCK_FIELDS = [
  "id",
  "title",
  "thumbnail",
  "variants.id",
  "variants.manage_inventory",
  "variants.inventory_items.inventory_item_id",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
]

export type LowStockItem = { product_id: string; title: string; thumbnail: string | null; stocked: number; reserved: number; available: number }

/** Every product whose available stock at the shop's location is at most `threshold`, the lowest first. */
export async function lowStock(container: MedusaContainer, threshold: number): Promise<{ items: LowStockItem[]; count: number }> {
  const low = await allLowStock(container, threshold)
  return { items: low.slice(0, LOW_STOCK_LIST), count: low.length }
}

/** lowStock's whole list. */
export async function allLowStock(container: MedusaContainer, threshold: number): Promise<LowStockItem[]> {
  const { location_id } = await shopPlaces(container)
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product", fields: LOW_STOCK_FIELDS })
  const low = (data as unknown as StoredShopProduct[])
    .map((product) => ({ product, figures: stockFiguresOf(product, location_id) }))
    // Stock the shop does not count (available null) is never low.
    .filter(({ figures }) => figures.available !== null && figures.available <= threshold)
    .map(({ product, figures }) => ({
      product_id: product.id,
      title: product.title,
      thumbnail: product.thumbnail,
      stocked: figures.stocked ?? 0,
      reserved: figures.reserved,
      available: figures.available ?? 0,
    }))
    .sort((a, b) => a.available - b.available || a.title.localeCompare(b.title))
  return low
}
