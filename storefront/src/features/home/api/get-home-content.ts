import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../../lib/shop-query-keys"
import { fromCatalogueProduct } from "../../../lib/product-summary"
import type { Review } from "../../../lib/review"
import { getHomeTop } from "./home-top"

export type Slider = { id: string; image_url: string; url: string }
export type Offer = { id: string; name: string; url: string }
export type CategoryMenu = { id: string; name: string; sub_menus: string[] }
export type { Review }

/** The content and reviews plugins' public lists, one query each. */
async function list<T>(path: string, key: string, limit = 50): Promise<T[]> {
  const response = await storeGet<Record<string, T[]>>(path, { limit })
  return response[key] ?? []
}

const contentQuery = <T>(name: string, path: string, key: string, limit?: number) =>
  queryOptions({ queryKey: [...shopKeys.content, name, limit], queryFn: () => list<T>(path, key, limit), staleTime: 5 * 60_000 })

/**
 * The home page's top in one key-free call that index.html preloads: the page draws without
 * waiting for the SDK.
 */
export const homeTopQuery = queryOptions({ queryKey: [...shopKeys.content, "home-top"], queryFn: getHomeTop, staleTime: 5 * 60_000 })

export const useSliders = () => useQuery({ ...homeTopQuery, select: (top) => top.sliders })
export const useOffers = () => useQuery({ ...homeTopQuery, select: (top) => top.offers })
export const useCategoryMenus = () => useQuery({ ...homeTopQuery, select: (top) => top.category_menus })
export const useLatestProducts = () => useQuery({ ...homeTopQuery, select: (top) => top.latest_products.map(fromCatalogueProduct) })
export const reviewsQuery = contentQuery<Review>("reviews", "/store/reviews", "reviews", 12)
export const useReviews = () => useQuery(reviewsQuery)
