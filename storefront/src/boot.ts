/**
 * The page's first script, loaded beside the app's (much larger) bundle rather than after it:
 * for the URL's page it starts the reads its first screen waits on and the route's own code,
 * then the main picture as soon as its address is known. The app picks the reads up
 * (lib/early-reads.ts); anything not picked up is fetched again as before.
 */
import type { HttpTypes } from "@medusajs/types"
import { EARLY_ROUTES } from "./app/early-routes"
import { CATALOGUE_PATH, catalogueParams } from "./features/catalogue/api/catalogue-request"
import { shopQuery } from "./features/catalogue/shop-query"
import { prefetchHomeTop } from "./features/home/api/home-top"
import { productImages, productRequest } from "./features/products/api/product-request"
import type { CatalogueProduct } from "./features/products/api/product-summary"
import { getShopConfig, prefetchStore } from "./lib/medusa"
import { PICTURE_SIZES } from "./lib/picture-sources"
import { preloadImage } from "./lib/preload-image"

// Failures are left to the app's own read of the same URL, which reports them.
const ignore = () => {}

function start({ pathname, search }: Location) {
  const shop = EARLY_ROUTES.shop.path.exec(pathname)
  const product = EARLY_ROUTES.product.path.exec(pathname)
  if (pathname === "/") {
    prefetchHomeTop().then((top) => {
      preloadImage(top.latest_products[0]?.thumbnail, PICTURE_SIZES.card)
      preloadImage(top.sliders[0]?.image_url, PICTURE_SIZES.slider)
    }, ignore)
  } else if (shop) {
    const query = shopQuery(shop[1] === undefined ? undefined : decodeURIComponent(shop[1]), new URLSearchParams(search))
    prefetchStore<{ products: CatalogueProduct[] }>(CATALOGUE_PATH, catalogueParams(query)).then((page) => preloadImage(page.products[0]?.thumbnail, PICTURE_SIZES.card), ignore)
  } else if (product) {
    const id = decodeURIComponent(product[1])
    getShopConfig()
      .then(({ region_id }) => prefetchStore<HttpTypes.StoreProductResponse>(...productRequest(id, region_id)))
      .then(({ product }) => preloadImage(productImages(product)[0], PICTURE_SIZES.gallery), ignore)
  }
}

try {
  start(window.location)
} catch {
  // A malformed address: the app shows its own page for it.
}
