import { LRUCache } from "lru-cache"
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router"
import { withoutLocale } from "../../src/i18n/locales"
import type { PageCacheHandle, PageCacheRule } from "../../src/lib/page-cache"

/** The route tree, and the rules of the paths asked for lately (matching ranks every route each time). */
export type PageRoutes = { tree: RouteObject[]; rules: LRUCache<string, PageCacheRule | false> }

const REMEMBERED_PATHS = 10_000

/** React Router's route tree, rebuilt from the server build's manifest, with each module's `handle`. */
export function pageRoutes(build: ServerBuild): PageRoutes {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const siblings = children.get(route.parentId) ?? []
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, handle: route.module.handle } as RouteObject)
    children.set(route.parentId, siblings)
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id)
      return below?.length && !route.index ? { ...route, children: attach(below) } : route
    })
  return { tree: attach(children.get(undefined) ?? []), rules: new LRUCache({ max: REMEMBERED_PATHS }) }
}

/**
 * The rule of the page an address shows, when that page is shared with visitors: the deepest
 * matched route's `handle.pageCache` (src/lib/page-cache.ts). React Router's own requests —
 * a page's data for a navigation (`….data`) and its route manifest (`/__manifest`) — are not pages.
 */
export function pageRule(routes: PageRoutes, pathname: string): PageCacheRule | undefined {
  if (pathname.endsWith(".data") || withoutLocale(pathname).startsWith("/__")) return undefined
  const remembered = routes.rules.get(pathname)
  if (remembered !== undefined) return remembered || undefined
  // A Bangla address (/bn/...) is the same route as its English one.
  const matches = matchRoutes(routes.tree, withoutLocale(pathname))
  const leaf = matches?.[matches.length - 1]?.route
  const rule = (leaf?.handle as Partial<PageCacheHandle> | undefined)?.pageCache
  routes.rules.set(pathname, rule ?? false)
  return rule
}

/**
 * The query string the page is kept under and rendered with: only the parameters the page
 * reads, in a fixed order, so `?utm_source=…`, `fbclid`, a made-up parameter or a reordering
 * share one entry — and the page is rendered from exactly that address, so nothing else in the
 * URL can reach a visitor's page.
 */
export function keptQuery(search: URLSearchParams, rule: PageCacheRule): string {
  const kept = new URLSearchParams()
  // The first value of each, as the loaders read them (`get`): `?page=2&page=3` is `?page=2`.
  for (const name of [...rule.params].sort()) {
    const value = search.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ""
}
