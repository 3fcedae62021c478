import type { RequestListener } from "node:http"
import type { ServerBuild } from "react-router"
import { followInvalidations } from "./invalidation-feed"
import { PageStore } from "./page-store"
import { visitorPages } from "./visitor-pages"

export type PageCacheOptions = {
  build: ServerBuild
  /** Memory for kept pages (all their encodings). */
  maxMb: number
  backendUrl: string
  redisUrl?: string
  publicOrigin?: string
  dashboardUrl: string
  catalogueScripts?: Partial<Record<"en" | "bn", string[]>>
  securityHeaders: Record<string, string>
  trustsProxy: (address: string) => boolean
}

export type PageCache = { listener: RequestListener; store?: PageStore; close: () => void }

/**
 * A kept page is served as it is for about this long, then once more while it is rendered again.
 * A safety net only: changes arrive as invalidations. Rendering every kept page again costs CPU in
 * proportion to the catalogue (500 products: ~550 pages of ~30 ms each).
 */
const FRESH_MS = 10 * 60_000
const STATS_EVERY_MS = 60_000

/**
 * The page cache in front of `next` (Express): the store, the invalidations it follows, and a
 * line in the log each minute it worked (pages, memory, hits, renders).
 */
export function installPageCache(next: RequestListener, options: PageCacheOptions): PageCache {
  const store = new PageStore({ maxBytes: options.maxMb * 1024 * 1024, freshMs: FRESH_MS, log: (line) => console.warn(line) })
  const feed = followInvalidations(store, { redisUrl: options.redisUrl, backendUrl: options.backendUrl })
  let reported = { ...store.counts }
  const stats = setInterval(() => {
    const now = { ...store.counts }
    if (now.hits === reported.hits && now.renders === reported.renders && now.stale === reported.stale) return
    const { pages, bytes, maxBytes } = store.size
    const mb = (value: number) => (value / 1024 / 1024).toFixed(1)
    console.log(
      `page cache: ${pages} pages, ${mb(bytes)} of ${mb(maxBytes)} MB; last minute ${now.hits - reported.hits} hits, ` +
        `${now.stale - reported.stale} stale, ${now.renders - reported.renders} renders, ${now.failures - reported.failures} failed${store.active ? "" : " (off: not hearing the backend's changes)"}`
    )
    reported = now
  }, STATS_EVERY_MS)
  stats.unref()
  return {
    listener: visitorPages(next, { ...options, store }),
    store,
    close: () => {
      clearInterval(stats)
      feed.close()
    },
  }
}
