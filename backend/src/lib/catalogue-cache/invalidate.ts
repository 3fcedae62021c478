import type { Invalidation, ResponseCache } from "./response-cache"
import { invalidationPublisher } from "./redis-invalidation"

/**
 * The one way code other than the HTTP edge (subscribers of Medusa's events, jobs, scripts)
 * tells the catalogue cache what changed. In a server process it forgets in the cache this
 * process keeps (which tells the other instances over Redis); in a process without a cache
 * (the worker) it publishes on Redis for the servers. Without either, there is nothing to tell.
 */
type Registry = { cache?: ResponseCache; publish?: (forgot: Invalidation) => Promise<void> }

// On globalThis: src/server.ts and the subscribers may load this file through different paths.
const registry: Registry = ((globalThis as { __chakaCatalogueCache?: Registry }).__chakaCatalogueCache ??= {})

/** Called by installCatalogueCache: this process keeps a cache. */
export function registerCatalogueCache(cache: ResponseCache): void {
  registry.cache = cache
}

export async function invalidateCatalogue(forgot: Invalidation): Promise<void> {
  if (Array.isArray(forgot) && !forgot.length) return
  if (registry.cache) return registry.cache.invalidate(forgot)
  const redisUrl = process.env.REDIS_URL
  if (!redisUrl) return
  registry.publish ??= invalidationPublisher(redisUrl)
  await registry.publish(forgot)
}
