/** Every storefront URL, built in one place. */
export const paths = {
  home: () => "/",
  shop: () => "/shop",
  /** A category page: the name as it reads, spaces and all (the original broke on a second space). */
  shopCategory: (name: string) => `/shop/${encodeURIComponent(name)}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  news: () => "/news",
  logIn: () => "/log-in",
} as const

/** Under these the footer is not shown (spec: Layout). */
export const FOOTERLESS_PREFIXES = ["/shop", "/admin", "/my-account"] as const
