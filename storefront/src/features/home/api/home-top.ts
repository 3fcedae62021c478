import { readJson, storeUrl } from "../../../lib/medusa"
import type { CatalogueProduct } from "../../../lib/product-summary"
import type { CategoryMenu, Offer, Slider } from "./get-home-content"

export type HomeTop = { sliders: Slider[]; offers: Offer[]; category_menus: CategoryMenu[]; latest_products: CatalogueProduct[] }

/** What the home page shows first (slider, offers, menus, latest products) in one key-free call. */
export const getHomeTop = () => readJson<HomeTop>(storeUrl("/storefront/home"))
