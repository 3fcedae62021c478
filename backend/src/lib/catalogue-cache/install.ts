import type { RequestListener } from "node:http"
import { invalidationStream } from "./invalidation-stream"
import { withSecurityHeaders } from "../http/security-headers"
import { withCatalogueCache } from "./edge"
import { withKeyInQuery } from "./key-in-query"
import { registerCatalogueCache } from "./invalidate"
import { shareInvalidations } from "./redis-invalidation"
import { withLocaleCheck } from "../languages/edge-check"
import { ResponseCache } from "./response-cache"

export type CatalogueCacheOptions = {
  /** Memory for stored bodies; 0 turns the cache off. */
  maxMb: number
  /** With Redis, invalidations reach every server instance (see redis-invalidation.ts). */
  redisUrl?: string
}

export type ShopEdge = {
  listener: RequestListener
  cache?: ResponseCache
  /** Ends the storefronts' invalidation streams, which would otherwise hold a stopping server open. */
  endStreams: () => void
  close: () => void
}

/**
 * The shop's edge around Medusa's Express app: the backend's security headers
 * (../http/security-headers.ts) and the catalogue cache. It must sit before Express: that stack
 * alone costs more than the whole answer of a cached read. The headers wrap the cache, so the
 * answers it gives itself (cached reads, CORS preflights) carry them too. A `locale` Medusa
 * could not read is refused before either (../languages/edge-check.ts). src/server.ts puts
 * it in front of the server it creates.
 */
export function shopEdge(app: RequestListener, options: CatalogueCacheOptions): ShopEdge {
  if (options.maxMb <= 0) {
    // No cache, but store reads may still carry their key in the address.
    return { listener: withSecurityHeaders(withLocaleCheck(withKeyInQuery(app)), app), endStreams: () => undefined, close: () => undefined }
  }
  const cache = new ResponseCache(options.maxMb * 1024 * 1024)
  registerCatalogueCache(cache)
  const shared = options.redisUrl ? shareInvalidations(cache, options.redisUrl) : undefined
  // What the cache forgets, streamed to storefront servers without Redis (their page caches).
  const stream = invalidationStream(cache)
  const cached = withLocaleCheck(withCatalogueCache(app, cache))
  const listener = withSecurityHeaders((req, res) => void (stream.handle(req, res) || cached(req, res)), app)
  return { listener, cache, endStreams: stream.end, close: () => shared?.close() }
}
