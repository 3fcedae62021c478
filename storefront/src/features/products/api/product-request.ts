import type { HttpTypes } from "@medusajs/types"

const FIELDS =
  "id,title,description,thumbnail,metadata,*images,*categories,*type,variants.id,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder"

/** GET /store/products/{id} as the product page reads it (no React: src/boot.ts uses it too). */
export const productRequest = (id: string, regionId: string) => [`/store/products/${encodeURIComponent(id)}`, { region_id: regionId, fields: FIELDS }] as const

/** The product's pictures, the main one first. */
export function productImages(product: HttpTypes.StoreProduct): string[] {
  const images = (product.images ?? []).map((image) => image.url)
  return images.length ? images : product.thumbnail ? [product.thumbnail] : []
}
