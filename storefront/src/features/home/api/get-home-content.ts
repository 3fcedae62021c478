import { queryOptions, useQuery } from "@tanstack/react-query"
import { readJson, storeUrl } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"
import type { CatalogueProduct } from "@chaka/rules"
import { fromCatalogueProduct } from "../../../components/products/product-summary"

export type Slider = { id: string; image_url: string; url: string }
/**
 * An offer card (GET /storefront/home's `offers`, the content plugin's): `kind` says what it
 * advertises (a promotion, a price list, or nothing: a plain link to `url`), `live_until` when
 * that ends by itself.
 */
export type Offer = { id: string; name: string; url: string; kind?: "promotion" | "price_list" | null; live_until?: string | null }
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
/** The home page's React Query keys, under the shop's content root. */
export const homeKeys = { top: () => [...shopKeys.content, "home-top"] as const }

export const homeTopQuery = queryOptions({ queryKey: homeKeys.top(), queryFn: getHomeTop, staleTime: 5 * 60_000 })

export const useSliders = () => useQuery({ ...homeTopQuery, select: (top) => top.sliders })
export const useOffers = () => useQuery({ ...homeTopQuery, select: (top) => top.offers })
export const useCategoryMenus = () => useQuery({ ...homeTopQuery, select: (top) => top.category_menus })
export const useLatestProducts = () => useQuery({ ...homeTopQuery, select: (top) => top.latest_products.map(fromCatalogueProduct) })
export const useBestProducts = () => useQuery({ ...homeTopQuery, select: (top) => (top.best_products ?? []).map(fromCatalogueProduct) })
