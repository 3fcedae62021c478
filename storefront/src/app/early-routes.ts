/**
 * The screens whose code index.html starts fetching as the page opens, beside the app bundle,
 * when the address is theirs (build/route-code.ts writes that script): the router would ask
 * for a screen's code only once the bundle has run, one round trip later on a slow network.
 * src/boot.ts reads the same addresses to start the screens' data.
 */
export const EARLY_ROUTES = {
  /** /shop and /shop/{category} */
  shop: { module: "src/app/routes/shop.tsx", path: /^\/shop(?:\/([^/]+))?\/?$/ },
  /** /products/{id} */
  product: { module: "src/app/routes/product.tsx", path: /^\/products\/([^/]+)\/?$/ },
}
