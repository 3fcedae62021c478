import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"

export type Slider = { id: string; image_url: string; url: string }
export type Offer = { id: string; name: string; url: string }
export type CategoryMenu = { id: string; name: string; sub_menus: string[] }
export type Review = { id: string; description: string; rating: number; author: { name: string; avatar_url: string | null } }

/** The content and reviews plugins' public lists, one query each. */
async function list<T>(path: string, key: string, limit = 50): Promise<T[]> {
  const { sdk } = await getShop()
  const response = await sdk.client.fetch<Record<string, T[]>>(path, { query: { limit } })
  return response[key] ?? []
}

const contentQuery = <T,>(name: string, path: string, key: string, limit?: number) =>
  queryOptions({ queryKey: ["content", name, limit], queryFn: () => list<T>(path, key, limit), staleTime: 5 * 60_000 })

export const useSliders = () => useQuery(contentQuery<Slider>("sliders", "/store/sliders", "sliders"))
export const useOffers = () => useQuery(contentQuery<Offer>("offers", "/store/offers", "offers"))
export const useCategoryMenus = () => useQuery(contentQuery<CategoryMenu>("menus", "/store/category-menus", "category_menus"))
export const useReviews = () => useQuery(contentQuery<Review>("reviews", "/store/reviews", "reviews", 12))
