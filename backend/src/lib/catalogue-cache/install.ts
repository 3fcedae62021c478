import http, { type RequestListener } from "node:http"
import { withSecurityHeaders } from "../security-headers"
import { withCatalogueCache } from "./edge"
import { withKeyInQuery } from "./key-in-query"
import { registerCatalogueCache } from "./invalidate"
import { shareInvalidations } from "./redis-invalidation"
import { ResponseCache } from "./response-cache"

export type CatalogueCacheOptions = {
  /** Memory for stored bodies; 0 turns the cache off. */
  maxMb: number
  /** With Redis, invalidations reach every server instance (see redis-invalidation.ts). */
  redisUrl?: string
}

/**
 * Puts the backend's security headers (../security-headers.ts) and the catalogue cache in front of the next HTTP server this process creates — Medusa's,
 * when called from instrumentation.ts, which `medusa start` loads just before it creates its
 * server. Medusa offers no hook ahead of its Express stack, and that stack alone costs more
 * than the whole answer of a cached read, so the cache has to sit before it. The headers wrap
 * the cache, so the answers it gives itself (cached reads, CORS preflights) carry them too.
 */
export function installCatalogueCache(options: CatalogueCacheOptions): ResponseCache | undefined {
  if (options.maxMb <= 0) {
    // No cache, but store reads may still carry their key in the address.
    wrapNextServer((app) => withSecurityHeaders(withKeyInQuery(app), app))
    return undefined
  }
  const cache = new ResponseCache(options.maxMb * 1024 * 1024)
  registerCatalogueCache(cache)
  wrapNextServer((app) => withSecurityHeaders(withCatalogueCache(app, cache), app))
  if (options.redisUrl) shareInvalidations(cache, options.redisUrl)
  return cache
}

function wrapNextServer(wrap: (listener: RequestListener) => RequestListener) {
  const createServer = http.createServer
  const patched = function (this: unknown, ...args: unknown[]) {
    http.createServer = createServer // only the first server
    const index = args.findIndex((arg) => typeof arg === "function")
    if (index !== -1) args[index] = wrap(args[index] as RequestListener)
    return (createServer as (...a: unknown[]) => http.Server).apply(this, args)
  }
  http.createServer = patched as typeof http.createServer
}
