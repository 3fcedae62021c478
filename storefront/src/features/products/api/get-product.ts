import { queryOptions, useQuery } from "@tanstack/react-query"
import type { HttpTypes } from "@medusajs/types"
import { getShopConfig, storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../../lib/shop-query-keys"

const FIELDS =
  "id,title,description,thumbnail,metadata,*images,*categories,*type,variants.id,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder,+brand.name"

/** GET /store/products/{id} as the product page reads it. */
export const productRequest = (id: string, regionId: string) => [`/store/products/${encodeURIComponent(id)}`, { region_id: regionId, fields: FIELDS }] as const

/** The product's pictures, the main one first. */
export function productImages(product: HttpTypes.StoreProduct): string[] {
  const images = (product.images ?? []).map((image) => image.url)
  return images.length ? images : product.thumbnail ? [product.thumbnail] : []
}

export type ProductDetail = {
  id: string
  title: string
  /** The product's one variant: what goes into a cart. */
  variantId: string | null
  description: string | null
  images: string[]
  price: number | null
  /** Units left; null when the shop does not count them (always available). */
  stock: number | null
  category: string | null
  type: string | null
  vendor: string | null
  /** The brand (the backend's brand module, linked to the product). */
  brand: string | null
}

export async function getProduct(id: string): Promise<ProductDetail> {
  const { region_id } = await getShopConfig()
  const { product } = await storeGet<HttpTypes.StoreProductResponse>(...productRequest(id, region_id))
  const variant = product.variants?.[0]
  const counted = variant?.manage_inventory && !variant.allow_backorder
  return {
    id: product.id,
    title: product.title ?? "",
    variantId: variant?.id ?? null,
    description: product.description ?? null,
    images: productImages(product),
    price: variant?.calculated_price?.calculated_amount ?? null,
    stock: counted ? (variant?.inventory_quantity ?? 0) : null,
    category: product.categories?.[0]?.name ?? null,
    type: product.type?.value ?? null,
    vendor: typeof product.metadata?.vendor === "string" ? product.metadata.vendor : null,
    brand: (product as { brand?: { name?: string } | null }).brand?.name ?? null,
  }
}

export const productQueryOptions = (id: string) => queryOptions({ queryKey: [...shopKeys.products, "detail", id], queryFn: () => getProduct(id) })

export const useProduct = (id: string) => useQuery(productQueryOptions(id))
