/** Every storefront URL, built in one place. */
export const paths = {
  home: () => "/",
  shop: () => "/shop",
  product: (handle: string) => `/products/${encodeURIComponent(handle)}`,
} as const
