import { queryOptions, useQuery } from "@tanstack/react-query"
import { readJson, storeUrl } from "../../../lib/medusa"
import { shopKeys } from "../../../lib/shop-query-keys"
import { fromCatalogueProduct, type CatalogueProduct } from "../../../lib/catalogue/product-summary"

export type Slider = { id: string; image_url: string; url: string }
export type Offer = { id: string; name: string; url: string }
/**
 * A category menu: `name` and `sub_menus` are the categories it links to (their pages' addresses),
 * `label` and `sub_menu_labels` (the same order) what it says in the page's language.
 */
export type CategoryMenu = { id: string; name: string; sub_menus: string[]; label?: string; sub_menu_labels?: string[] }

export type HomeTop = {
  sliders: Slider[]
  offers: Offer[]
  category_menus: CategoryMenu[]
  latest_products: CatalogueProduct[]
  best_products?: CatalogueProduct[]
}

/** What the home page shows first (slider, offers, menus, latest products, best selling ones) in one call. */
export const getHomeTop = () => readJson<HomeTop>(storeUrl("/storefront/home"))

/** The home page's top, read by its loader on the server and handed to the page with it. */
export const homeTopQuery = queryOptions({ queryKey: [...shopKeys.content, "home-top"], queryFn: getHomeTop, staleTime: 5 * 60_000 })

export const useSliders = () => useQuery({ ...homeTopQuery, select: (top) => top.sliders })
export const useOffers = () => useQuery({ ...homeTopQuery, select: (top) => top.offers })
export const useCategoryMenus = () => useQuery({ ...homeTopQuery, select: (top) => top.category_menus })
export const useLatestProducts = () => useQuery({ ...homeTopQuery, select: (top) => top.latest_products.map(fromCatalogueProduct) })
export const useBestProducts = () => useQuery({ ...homeTopQuery, select: (top) => (top.best_products ?? []).map(fromCatalogueProduct) })
