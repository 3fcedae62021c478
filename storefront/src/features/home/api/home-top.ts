import { BACKEND_URL } from "../../../config/env"
import { startEarly, takeEarly } from "../../../lib/early-reads"
import type { CatalogueProduct } from "../../products/api/product-summary"
import type { CategoryMenu, Offer, Slider } from "./get-home-content"

export type HomeTop = { sliders: Slider[]; offers: Offer[]; category_menus: CategoryMenu[]; latest_products: CatalogueProduct[] }

/** Key-free, so index.html preloads it on the home page (see vite.config.ts). */
export const HOME_TOP_URL = `${BACKEND_URL}/storefront/home`

async function readHomeTop(): Promise<HomeTop> {
  const response = await fetch(HOME_TOP_URL)
  if (!response.ok) throw new Error(`The shop is unavailable (${response.status})`)
  return (await response.json()) as HomeTop
}

/** What the home page shows first (slider, offers, menus, latest products) in one call. */
export const getHomeTop = () => takeEarly<HomeTop>(HOME_TOP_URL) ?? readHomeTop()

/** Starts getHomeTop before anything asks for it (src/boot.ts). */
export const prefetchHomeTop = () => startEarly(HOME_TOP_URL, readHomeTop)
