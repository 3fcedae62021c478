/**
 * What the storefront's server (server/shop-server.ts getLoadContext, and the page cache's
 * visitor renders) gives every render: React Router's load context, declared here so the
 * server and the app (entry.server.tsx augments AppLoadContext with it) share one type
 * without either importing the other.
 */
export type ShopLoadContext = {
  /** The CSP nonce of this response's scripts. */
  nonce: string
  /** The shop's public origin (STOREFRONT_URL, else the request's own). */
  origin: string
  /** The Medusa dashboard's public address. */
  dashboardUrl: string
  /** Each language's catalogue scripts (server/catalogue-scripts.ts), preloaded by its pages. */
  catalogueScripts?: Partial<Record<"en" | "bn", string[]>>
  /** The shopper's address (Express's req.ip, proxies trusted as server/shop-server.ts says), for the backend's per-address limits. */
  clientIp?: string
}
