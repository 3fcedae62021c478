import type { IncomingMessage } from "node:http"
import { CACHE_TAGS as TAGS } from "@chaka/kit"

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Which requests the catalogue cache may answer, and which ones change what it holds. Which
 * reads are public is declared where each route is registered (@chaka/kit cacheTags, in the
 * middlewares): an anonymous GET's answer is kept only when it carries a Cache-Tag.
 */

const PRODUCT_ID = /"(prod_[0-9A-Za-z]{1,64})"/g

/** The tags a response carries (its Cache-Tag header), as the route declared them. */
export function carriedTags(value: number | string | string[] | undefined): string[] {
  const header = Array.isArray(value) ? value.join(",") : String(value ?? "")
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/**
 * Paths whose answer came without tags (a route not declared public), least recently seen first
 * out: their next requests go straight to Medusa, without a lookup or sharing a trip with
 * another visitor's. Decided on the first 200 answer: a route's declaration does not change
 * while the server runs. Bounded, so made-up addresses cannot fill the memory.
 */
export class UntaggedPaths {
  private paths = new Map<string, true>()
  constructor(private readonly max = 2048) {}

  has(path: string): boolean {
    if (!this.paths.has(path)) return false
    this.paths.delete(path)
    this.paths.set(path, true)
    return true
  }

  add(path: string): void {
    this.paths.delete(path)
    this.paths.set(path, true)
    if (this.paths.size > this.max) this.paths.delete(this.paths.keys().next().value as string)
  }
}

/**
 * What a successful write made over HTTP forgets, before its answer goes out (a refused one,
 * 4xx or 5xx, forgets nothing):
 * - nothing for a shopper's cart, payment, sign-in (password or Google) and sign-up, saved
 *   addresses; a customer deleting their order (/shop) is seen through its event; placing an order forgets the
 *   products it bought (read from the order in the answer, or the compatibility API's body) —
 *   and a listing only when a product sells out, which the catalogue-cache subscriber sees;
 * - the reviews for a review or a change of the name or picture shown with it (not when the
 *   answer says nothing changed: the compatibility API's `modifiedCount: 0`);
 * - an admin's content edit (news, sliders, offers, menus, reviews), the answers of its kind; an
 *   admin's write that shows nowhere public (users, customer groups, an upload, approving an
 *   order), nothing;
 * - everything for any other write (an admin's catalogue edit: rare, and shown on the very next read).
 * Writes made elsewhere (a worker, a subscriber, a scheduled job) reach the cache through
 * Medusa's events (src/subscribers/catalogue-cache.ts).
 */
export type WriteEffect = { forget: "all" } | { forget: "none" } | { forget: "tags"; tags: string[]; unlessUnchanged?: boolean } | { forget: "bought" }

/**
 * The path as Express routes it: without case and trailing slashes (`/AUTH/customer/emailpass/`
 * reaches the same route as `/auth/customer/emailpass`), so no spelling of a harmless write
 * forgets everything.
 */
const routedPath = (url: string) => pathOf(url).toLowerCase().replace(/\/+$/, "") || "/"

const NEUTRAL_WRITES: RegExp[] = [
  /^\/store\/carts(\/[^/]+(\/(line-items|shipping-methods|promotions|taxes|customer)(\/[^/]+)?)?)?$/,
  /^\/store\/payment-collections(\/|$)/,
  /^\/auth\//,
  /^\/store\/customers(\/openid)?$/,
  /^\/store\/customers\/me\/(admin-token|addresses)(\/|$)/,
  /^\/shop\/users\/carts\//,
  /^\/shop\/users\/login\//,
]
/** A customer's own order deleted (canceled): its `order.canceled` event forgets its products. */
const isOrderDeletion = (method: string | undefined, path: string) => method === "DELETE" && /^\/shop\/orders\/[^/]+$/.test(path)
const ORDER_WRITES: RegExp[] = [/^\/store\/carts\/[^/]+\/(complete|place-order)$/, /^\/shop\/orders$/]
const REVIEW_WRITES: RegExp[] = [/^\/store\/reviews$/, /^\/shop\/reviews$/, /^\/store\/customers\/me(\/avatar)?$/, /^\/shop\/users(\/updateuser)?$/]

/** An admin's writes that show nowhere public: admin users and invites, customer groups (their prices go to signed-in reads, never cached), an upload not yet used, approving an order, making an admin. */
const PRIVATE_ADMIN_WRITES: RegExp[] = [
  /^\/admin\/(users|invites|customer-groups|notifications)(\/|$)/,
  /^\/admin\/uploads$/,
  /^\/admin\/make-admin$/,
  /^\/admin\/orders\/[^/]+\/approve$/,
  /^\/shop\/users\/admin$/,
]
/** PUT /shop/orders: the compatibility API's order approval. */
const isCompatApproval = (method: string | undefined, path: string) => method === "PUT" && path === "/shop/orders"
/** An admin's content edits: each forgets the answers that show its kind. A customer's name and picture show with their reviews. */
const CONTENT_WRITES: [RegExp, string][] = [
  [/^\/(admin|shop)\/news(\/|$)/, TAGS.news],
  [/^\/(admin|shop)\/sliders(\/|$)/, TAGS.sliders],
  [/^\/(admin|shop)\/offers(\/|$)/, TAGS.offers],
  [/^\/(admin\/category-menus|shop\/menus)(\/|$)/, TAGS.menus],
  [/^\/admin\/(reviews|customers)(\/|$)/, TAGS.reviews],
]

export function writeEffect(req: IncomingMessage): WriteEffect {
  if (READ_METHODS.has(req.method ?? "GET")) return { forget: "none" }
  const path = routedPath(req.url ?? "/")
  if (NEUTRAL_WRITES.some((pattern) => pattern.test(path)) || isOrderDeletion(req.method, path)) return { forget: "none" }
  if (PRIVATE_ADMIN_WRITES.some((pattern) => pattern.test(path)) || isCompatApproval(req.method, path)) return { forget: "none" }
  if (req.method === "POST" && ORDER_WRITES.some((pattern) => pattern.test(path))) return { forget: "bought" }
  if (REVIEW_WRITES.some((pattern) => pattern.test(path))) return { forget: "tags", tags: [TAGS.reviews], unlessUnchanged: true }
  const content = CONTENT_WRITES.find(([pattern]) => pattern.test(path))
  if (content) return { forget: "tags", tags: [content[1]] }
  // The rest: products, prices, stock, categories, sales channels, keys... Medusa announces
  // most of them by events too, but not all (a stock level, a key): everything, to be safe.
  return { forget: "all" }
}

/** The products an order write bought: the order in its answer (store), or the body sent (/shop). */
export function boughtProducts(req: IncomingMessage & { body?: unknown }, answer: Buffer | undefined): string[] {
  const ids = new Set<string>()
  for (const match of (answer?.toString("utf8") ?? "").matchAll(PRODUCT_ID)) ids.add(match[1])
  const sent = (req.body as { products?: { _id?: unknown }[] } | undefined)?.products
  if (Array.isArray(sent)) for (const product of sent) if (typeof product?._id === "string") ids.add(product._id)
  return [...ids]
}

/** Response headers replayed from a stored answer; the rest (Date, request ids) are per request. */
export const REPLAYED_HEADERS = /^(content-type|vary|access-control-[a-z-]+|x-content-type-options)$/

export function pathOf(url: string): string {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(",") : (value ?? "")
}

/**
 * The key an anonymous read is stored under (when its answer carries tags), or undefined when
 * Medusa must answer it (a request with a sign-in or any cookie: the benchmark measures stock
 * Medusa this way).
 */
export function cacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" || !req.url) return undefined
  if (req.headers.authorization || req.headers.cookie) return undefined
  // The key picks the sales channel; the Origin picks the CORS headers.
  return `${req.url}\n${header(req, "x-publishable-api-key")}\n${header(req, "origin")}`
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

/** Whether a write's answer says it changed nothing (the compatibility API's MongoDB-like counts). */
export const answerSaysUnchanged = (answer: Buffer | undefined) => !!answer && /"modifiedCount":0[,}]/.test(answer.toString("utf8"))
