import type { IncomingMessage } from "node:http"

/**
 * Which requests the catalogue cache may answer, and which ones change what it holds.
 * Public catalogue reads are the same for every visitor, so one stored response serves them
 * all; anything that carries a sign-in (Authorization header or a cookie) goes to Medusa.
 */

/** GET routes whose answer depends only on the URL, the publishable key and the Origin. */
const PUBLIC_READS: RegExp[] = [
  /^\/storefront\/(home|config)$/,
  /^\/store\/catalogue\//,
  /^\/store\/products(\/[^/]+)?$/,
  /^\/store\/product-categories(\/[^/]+)?$/,
  /^\/store\/(news|offers|sliders|category-menus)(\/[^/]+)?$/,
  /^\/store\/reviews$/,
  /^\/store\/bangladesh\//,
  // The compatibility API's public reads (spec section 7).
  /^\/shop\/products(\/.*)?$/,
  /^\/shop\/(news|reviews|sliders|offers|menus)$/,
]

/**
 * Writes that never change a public catalogue answer: a shopper's cart until it is completed
 * (completing one reserves stock, which product pages show), payment sessions, signing in and
 * signing up (a new customer has written no review yet).
 * Every other write (admin edits, reviews, profiles shown with reviews, orders) empties the cache.
 */
const CATALOGUE_NEUTRAL_WRITES: RegExp[] = [
  /^\/store\/carts(\/[^/]+(\/(line-items|shipping-methods|promotions|taxes|customer)(\/[^/]+)?)?)?$/,
  /^\/store\/payment-collections(\/|$)/,
  /^\/auth\//,
  /^\/store\/customers$/,
  /^\/store\/customers\/me\/admin-token$/,
]

/** Response headers replayed from a stored answer; the rest (Date, request ids) are per request. */
export const REPLAYED_HEADERS = /^(content-type|vary|access-control-[a-z-]+|x-content-type-options)$/

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

export function pathOf(url: string): string {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(",") : (value ?? "")
}

/**
 * The key a public catalogue read is stored under, or undefined when Medusa must answer it
 * (a request with a sign-in or any cookie: the benchmark measures stock Medusa this way).
 */
export function cacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" || !req.url) return undefined
  if (req.headers.authorization || req.headers.cookie) return undefined
  const path = pathOf(req.url)
  if (!PUBLIC_READS.some((pattern) => pattern.test(path))) return undefined
  // The key picks the sales channel; the Origin picks the CORS headers.
  return `${req.url}\n${header(req, "x-publishable-api-key")}\n${header(req, "origin")}`
}

/** True for a request that may change catalogue data (every write but the neutral ones). */
export function invalidatesCatalogue(req: IncomingMessage): boolean {
  if (READ_METHODS.has(req.method ?? "GET")) return false
  const path = pathOf(req.url ?? "/")
  return !CATALOGUE_NEUTRAL_WRITES.some((pattern) => pattern.test(path))
}

/**
 * The key a browser's CORS preflight is kept under, or undefined for any other request. Medusa
 * decides a preflight's answer from the path (not the query), the Origin and the method and
 * headers the browser asks to send.
 */
export function preflightKey(req: IncomingMessage): string | undefined {
  if (req.method !== "OPTIONS" || !req.url || !req.headers.origin || !req.headers["access-control-request-method"]) return undefined
  return [pathOf(req.url), header(req, "origin"), header(req, "access-control-request-method"), header(req, "access-control-request-headers")].join("\n")
}
