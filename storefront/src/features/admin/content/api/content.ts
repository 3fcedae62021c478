import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import { shopKeys } from "../../../session/shop-query-keys"

/** The content plugin's records as its admin routes answer them. */
export type AdminCategoryMenu = { id: string; name: string; sub_menus: string[] }
/** An offer card: what it advertises (a promotion or a price list of Medusa's, by id) and whether the home shows it now. */
export type AdminOffer = { id: string; name: string; url: string; promotion_id?: string | null; price_list_id?: string | null; live?: boolean }
/** What an offer card can advertise: Medusa's promotions and price lists, as its admin API lists them. */
export type AdvertisedPromotion = { id: string; code: string; status: string }
export type AdvertisedPriceList = { id: string; title: string; status: string }
export type AdminSlider = { id: string; image_url: string; url: string; rank?: number; title?: string | null }

export const adminContentKeys = {
  all: ["admin", "content"] as const,
  menus: ["admin", "content", "category-menus"] as const,
  offers: ["admin", "content", "offers"] as const,
  sliders: ["admin", "content", "sliders"] as const,
  promotions: ["admin", "content", "promotions"] as const,
  priceLists: ["admin", "content", "price-lists"] as const,
}

/** The admin API reads of what an offer can advertise: the fields its select shows, as many as one page holds. */
export const ADVERTISED = {
  promotions: { path: "/admin/promotions", field: "promotions", query: { limit: 100, fields: "id,code,status" } },
  priceLists: { path: "/admin/price-lists", field: "price_lists", query: { limit: 100, fields: "id,title,status" } },
} as const

/** The home page's content (slider, offers, menus): see features/home/api. */
const get = <T>(path: string) => withAdmin((sdk) => sdk.client.fetch<T>(path, { query: { limit: 100 } }))

export const menusQuery = queryOptions({
  queryKey: adminContentKeys.menus,
  queryFn: async () => (await get<{ category_menus: AdminCategoryMenu[] }>("/admin/category-menus")).category_menus,
})
export const offersQuery = queryOptions({
  queryKey: adminContentKeys.offers,
  queryFn: async () => (await get<{ offers: AdminOffer[] }>("/admin/offers")).offers,
})
export const slidersQuery = queryOptions({
  queryKey: adminContentKeys.sliders,
  queryFn: async () => (await get<{ sliders: AdminSlider[] }>("/admin/sliders")).sliders,
})

export const promotionsQuery = queryOptions({
  queryKey: adminContentKeys.promotions,
  queryFn: async () =>
    (await withAdmin((sdk) => sdk.client.fetch<{ promotions: AdvertisedPromotion[] }>(ADVERTISED.promotions.path, { query: ADVERTISED.promotions.query })))
      .promotions,
})
export const priceListsQuery = queryOptions({
  queryKey: adminContentKeys.priceLists,
  queryFn: async () =>
    (await withAdmin((sdk) => sdk.client.fetch<{ price_lists: AdvertisedPriceList[] }>(ADVERTISED.priceLists.path, { query: ADVERTISED.priceLists.query })))
      .price_lists,
})

export const useAdminMenus = () => useQuery(menusQuery)
export const useAdvertisedPromotions = () => useQuery(promotionsQuery)
export const useAdvertisedPriceLists = () => useQuery(priceListsQuery)
export const useAdminOffers = () => useQuery(offersQuery)
export const useAdminSliders = () => useQuery(slidersQuery)

/**
 * After a content change (the route's action answered): the admin list and the home page's
 * content kept in this tab are read again (the route's loader reads the lists again too).
 */
export function useContentRead(key: readonly string[]) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: key })
    void queryClient.invalidateQueries({ queryKey: shopKeys.content })
  }
}
