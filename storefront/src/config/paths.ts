/** Every storefront URL, built in one place. */
export const paths = {
  home: () => "/",
  shop: () => "/shop",
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
} as const
