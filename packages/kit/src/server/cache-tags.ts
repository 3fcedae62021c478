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
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
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
  }
}
