import { queryOptions, useQuery } from "@tanstack/react-query"
import type { HttpTypes } from "@medusajs/types"
import { getShopConfig, readJson, storeGet, storeUrl } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { ProductSummary } from "../../../components/products/product-summary"
import type { Offer } from "./get-home-content"

/** GET /store/offers/:id: a live card and the products its page lists (`all`: the whole shop). */
type OfferAnswer = { offer: Offer; products: { all: boolean; ids: string[] } }

/** An offer card's page: the card, and its products as cards (null: every product, the shop's page). */
export type OfferPage = { offer: Offer; products: ProductSummary[] | null }

/** The most products one offer page lists. */
export const OFFER_PAGE_PRODUCTS = 100

const FIELDS = "id,handle,title,thumbnail,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder"

/** A product as the store API answers it, as a card shows it (the catalogue's rules: buyable while stock lasts, a sale's regular price). */
export function productSummaryOf(product: HttpTypes.StoreProduct): ProductSummary {
  const variant = product.variants?.[0]
  const counted = variant?.manage_inventory && !variant.allow_backorder
  const price = variant?.calculated_price?.calculated_amount ?? null
  const regular = variant?.calculated_price?.original_amount ?? null
  return {
    id: product.id,
    handle: product.handle ?? "",
    title: product.title ?? "",
    thumbnail: product.thumbnail ?? null,
    price,
    // A sale price list's price: the regular one is struck out beside it.
    regularPrice: price !== null && regular !== null && regular > price ? regular : null,
    inStock: !!variant && (!counted || (variant.inventory_quantity ?? 0) > 0),
  }
}

export async function getOfferPage(id: string): Promise<OfferPage> {
  const { offer, products } = await storeGet<OfferAnswer>(`/store/offers/${encodeURIComponent(id)}`)
  if (products.all) return { offer, products: null }
  const ids = products.ids.slice(0, OFFER_PAGE_PRODUCTS)
  if (!ids.length) return { offer, products: [] }
  const { publishable_key, region_id } = await getShopConfig()
  const address = storeUrl("/store/products", { region_id, fields: FIELDS, limit: OFFER_PAGE_PRODUCTS, order: "title" })
  for (const productId of ids) address.searchParams.append("id[]", productId)
  address.searchParams.set("publishable_key", publishable_key)
  const { products: found } = await readJson<HttpTypes.StoreProductListResponse>(address)
  return { offer, products: found.map(productSummaryOf) }
}

/** The offer pages' React Query keys, under the shop's content root (an admin's content edit refreshes them). */
export const offerKeys = { page: (id: string) => [...shopKeys.content, "offer", id] as const }

export const offerPageQuery = (id: string) => queryOptions({ queryKey: offerKeys.page(id), queryFn: () => getOfferPage(id), staleTime: 60_000 })

export const useOfferPage = (id: string) => useQuery(offerPageQuery(id))
