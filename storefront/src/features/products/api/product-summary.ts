import type { HttpTypes } from "@medusajs/types"

/** What a product card needs, read from a store API product. */
export type ProductSummary = {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  price: number | null
  inStock: boolean
}

/** Fields to ask the store API for, so a card gets its price in the region and its stock. */
export const PRODUCT_SUMMARY_FIELDS = "id,title,handle,thumbnail,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder"

export function toProductSummary(product: HttpTypes.StoreProduct): ProductSummary {
  const variants = product.variants ?? []
  const prices = variants
    .map((variant) => variant.calculated_price?.calculated_amount)
    .filter((amount): amount is number => typeof amount === "number")
  return {
    id: product.id,
    handle: product.handle ?? product.id,
    title: product.title ?? "",
    thumbnail: product.thumbnail ?? null,
    price: prices.length ? Math.min(...prices) : null,
    inStock: variants.some(isAvailable),
  }
}

/** A variant can be bought when stock is not tracked, backorders are allowed, or some is left. */
function isAvailable(variant: HttpTypes.StoreProductVariant) {
  return !variant.manage_inventory || Boolean(variant.allow_backorder) || (variant.inventory_quantity ?? 0) > 0
}
