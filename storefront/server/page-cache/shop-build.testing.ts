import type { ServerBuild } from "react-router"
import type { PageCacheRule } from "../../src/lib/page-cache"
import { currentRenderScope, recordRead } from "../../src/lib/render-scope.server"

/**
 * A small React Router server build for the page cache's tests: real route matching, loaders
 * and load context through React Router's request handler, with an entry that writes the
 * loaders' data into a page (and one inline script carrying the render's nonce) instead of
 * rendering React. Each route says what its render reads from the backend.
 */
export type TestRoute = {
  path?: string
  index?: boolean
  /** `sharedWithVisitors`' rule: absent for a page rendered for each request. */
  pageCache?: PageCacheRule
  /** What the page shows; it may read `request` (the address it is rendered from) and the load context. */
  loader?: (args: { request: Request; context: Record<string, unknown>; params: Record<string, string | undefined> }) => unknown
  /** The headers a route module gives its page (React Router's `headers` export). */
  headers?: (args: { loaderHeaders: Headers }) => HeadersInit
}

/** Records a backend answer in the render under way, as the store client does. */
export const read = (cacheTag: string | null, status = 200) => recordRead(currentRenderScope()?.reads, { status, cacheTag })
/** A backend read that failed (unreachable). */
export const failedRead = () => recordRead(currentRenderScope()?.reads, "failed")

export function testBuild(routes: Record<string, TestRoute>): ServerBuild {
  const built: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: { default: () => null } } as unknown as ServerBuild["routes"][string],
  }
  for (const [id, route] of Object.entries(routes)) {
    built[id] = {
      id,
      parentId: "root",
      path: route.path,
      index: route.index,
      caseSensitive: undefined,
      module: {
        default: () => null,
        loader: route.loader,
        headers: route.headers,
        handle: route.pageCache ? { pageCache: route.pageCache } : undefined,
      },
    } as unknown as ServerBuild["routes"][string]
  }
  const entry = (
    _request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
    loadContext: { nonce: string }
  ) => {
    if (!headers.has("content-type")) headers.set("content-type", "text/html; charset=utf-8")
    const shown = Object.entries(context.staticHandlerContext.loaderData)
      .filter(([id, value]) => id !== "root" && value !== undefined && value !== null)
      .map(([, value]) => (typeof value === "string" ? value : JSON.stringify(value)))
      .join("")
    const html = `<!DOCTYPE html><html><body><main>${shown}</main><script nonce="${loadContext.nonce}">window.__page = 1</script></body></html>`
    return new Response(html, { status, headers })
  }
  return {
    entry: { module: { default: entry } },
    routes: built,
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "/tmp",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    basename: "/",
  } as unknown as ServerBuild
}
