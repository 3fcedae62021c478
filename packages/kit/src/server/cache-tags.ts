import type { ServerResponse } from "node:http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * What public answers show, as tags: forgetting a tag forgets every answer carrying it (the
 * backend's catalogue cache, the storefront's page cache, a CDN purging by tag). Listings,
 * category pages, search and the home page carry `catalogue`; answers about given products
 * carry each product's id (`prod_…`).
 */
export const CACHE_TAGS = {
  catalogue: "catalogue",
  categories: "categories",
  news: "news",
  sliders: "sliders",
  offers: "offers",
  menus: "menus",
  reviews: "reviews",
  config: "config",
  places: "places",
  /** The content plugin's policy pages (delivery, returns, privacy, terms). */
  pages: "pages",
} as const

export type CacheTagOptions = {
  /** Also tag each product the answer names (its body, and the ids in the address). */
  products?: boolean
}

const PRODUCT_ID = /"(prod_[0-9A-Za-z]{1,64})"/g
const PRODUCT_IN_PATH = /prod_[0-9A-Za-z]{1,64}/g
/** Beyond this many products an answer is tagged `catalogue` instead. */
export const MAX_PRODUCT_TAGS = 100

/** The tags of an answer: the route's, and with `products` the products asked for and those in its body. */
export function tagsOf(tags: readonly string[], options: CacheTagOptions, path: string, body: Buffer | string | undefined): string[] {
  const all = new Set(tags)
  if (!options.products) return [...all]
  // The ids asked for too: an empty answer (a draft, or none yet) must be forgotten when one appears.
  const products = new Set<string>(path.match(PRODUCT_IN_PATH)?.slice(0, MAX_PRODUCT_TAGS) ?? [])
  for (const match of (body ?? "").toString().matchAll(PRODUCT_ID)) {
    products.add(match[1])
    if (products.size > MAX_PRODUCT_TAGS) break
  }
  // Too many to name: forgotten with every change to the catalogue instead.
  if (products.size > MAX_PRODUCT_TAGS) all.add(CACHE_TAGS.catalogue)
  else for (const id of products) all.add(id)
  return [...all]
}

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void

/** Marks a cache declaration among a route's middlewares, so a test can run the declarations alone. */
const declaration = (middleware: Middleware): Middleware & { cacheDeclaration: true } => Object.assign(middleware, { cacheDeclaration: true as const })

/** The tags a response already carries (another declaration for the same address). */
const carried = (res: ServerResponse) =>
  String(res.getHeader("cache-tag") ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)

/**
 * Declares a public read cacheable, where its route is registered: a 200 answer goes out with
 * its tags as `Cache-Tag` (Cloudflare, commas) and `Surrogate-Key` (Fastly, spaces). The shop's
 * edge keeps an anonymous GET's answer only when it carries them, and forgets it by them; a
 * route without this declaration is never kept. Elsewhere (no edge in front) the headers are
 * harmless. Two declarations matching one address add up.
 */
export function cacheTags(tags: readonly string[], options: CacheTagOptions = {}) {
  return declaration((req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const end = res.end
    // Express sends a JSON answer whole, in one end(): the body is there to read product ids from.
    res.end = function (this: MedusaResponse, chunk?: unknown, ...rest: unknown[]) {
      if (res.statusCode === 200 && !res.headersSent) {
        const body = Buffer.isBuffer(chunk) || typeof chunk === "string" ? chunk : undefined
        const path = (req.originalUrl ?? req.url).split("?")[0]
        const all = [...new Set([...carried(res), ...tagsOf(tags, options, path, body)])]
        if (all.length) {
          res.setHeader("Cache-Tag", all.join(","))
          res.setHeader("Surrogate-Key", all.join(" "))
        }
      }
      return (end as (...args: unknown[]) => MedusaResponse).call(this, chunk, ...rest)
    } as MedusaResponse["end"]
    next()
  })
}

/** What a successful write forgets, as its route declares it (see `forgets`). */
export type WriteDeclaration = {
  tags: string[]
  /** Also the products an order bought (read from its answer, or the body sent). */
  bought: boolean
  /** Nothing when the answer says nothing changed (the compatibility API's `modifiedCount: 0`). */
  unlessUnchanged: boolean
}

const FORGETS = Symbol.for("chaka.cache.forgets")
type Declared = { [FORGETS]?: WriteDeclaration }

/**
 * Declares, where a write's route is registered, what its success changes in public answers:
 * the shop's edge forgets the answers carrying these tags just before the answer goes out (after
 * its transaction committed); `forgets([])` for a write shown nowhere public, or whose change
 * Medusa announces by an event (the catalogue subscriber forgets it). A write declared nowhere
 * forgets everything. Two declarations matching one address add up.
 */
export function forgets(tags: readonly string[], options: { bought?: boolean; unlessUnchanged?: boolean } = {}) {
  return declaration((_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const response = res as unknown as Declared
    const earlier = response[FORGETS]
    response[FORGETS] = {
      tags: [...new Set([...(earlier?.tags ?? []), ...tags])],
      bought: !!earlier?.bought || !!options.bought,
      // Only a declaration with tags has a say: a write is left alone when every one that forgets something says so.
      unlessUnchanged: (tags.length ? !!options.unlessUnchanged : true) && (earlier?.tags.length ? earlier.unlessUnchanged : true),
    }
    next()
  })
}

/** What the routes a write reached declared it forgets; undefined when none did. */
export const declaredForgets = (res: ServerResponse): WriteDeclaration | undefined => (res as unknown as Declared)[FORGETS]
