import { queryOptions, useQuery } from "@tanstack/react-query"
import type { HttpTypes } from "@medusajs/types"
import { getShopConfig, storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import { readFacts, type StoreProductFacts } from "../facts/facts"

const FIELDS =
  "id,title,description,thumbnail,metadata,*images,*categories,*type,variants.id,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder,+brand.name,+product_facts.*"

/** GET /store/catalogue/products/{id}/offers: the variants' prices now, with a sale's end (the backend's catalogue). */
type ProductOffers = { offers: { variant_id: string; price: number; regular_price: number; sale_ends_at: string | null }[] }

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
  /** What a cart charges now: Medusa's calculated price (a sale's, when one is on). */
  price: number | null
  /** The regular price a sale price list lowers (Medusa's original price), struck out beside `price`; null: not on sale. */
  regularPrice: number | null
  /** When the sale ends (ISO), for the page and its JSON-LD priceValidUntil; null: no sale, no end, or not known. */
  saleEndsAt: string | null
  /** Units left; null when the shop does not count them (always available). */
  stock: number | null
  category: string | null
  type: string | null
  vendor: string | null
  /** The brand (the backend's brand module, linked to the product). */
  brand: string | null
  /** The bicycle's facts, the spec table (the backend's product-facts module); null: none given. */
  facts?: StoreProductFacts | null
}

export async function getProduct(id: string): Promise<ProductDetail> {
  const { region_id } = await getShopConfig()
  const [{ product }, offers] = await Promise.all([
    storeGet<HttpTypes.StoreProductResponse>(...productRequest(id, region_id)),
    // Only the sale's end comes from here: the page shows the price without it if this fails.
    storeGet<ProductOffers>(`/store/catalogue/products/${encodeURIComponent(id)}/offers`).catch(() => null),
  ])
  const variant = product.variants?.[0]
  const counted = variant?.manage_inventory && !variant.allow_backorder
  const price = variant?.calculated_price?.calculated_amount ?? null
  const original = variant?.calculated_price?.original_amount ?? null
  const onSale = price !== null && original !== null && variant?.calculated_price?.calculated_price?.price_list_type === "sale" && original > price
  return {
    id: product.id,
    title: product.title ?? "",
    variantId: variant?.id ?? null,
    description: product.description ?? null,
    images: productImages(product),
    price,
    regularPrice: onSale ? original : null,
    saleEndsAt: (onSale && offers?.offers.find((offer) => offer.variant_id === variant?.id)?.sale_ends_at) || null,
    stock: counted ? (variant?.inventory_quantity ?? 0) : null,
    category: product.categories?.[0]?.name ?? null,
    type: product.type?.value ?? null,
    vendor: typeof product.metadata?.vendor === "string" ? product.metadata.vendor : null,
    brand: (product as { brand?: { name?: string } | null }).brand?.name ?? null,
    facts: readFacts((product as { product_facts?: unknown }).product_facts),
  }
}

/** The product page's React Query keys, under the shop's products root. */
export const productKeys = { detail: (id: string) => [...shopKeys.products, "detail", id] as const }

export const productQueryOptions = (id: string) => queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) })

export const useProduct = (id: string) => useQuery(productQueryOptions(id))
