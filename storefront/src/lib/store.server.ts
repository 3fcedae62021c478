import { currentRenderScope, inRenderScope, newReadLog, recordRead } from "./render-scope.server"
import { backendSession } from "./session-cookie"
import { localeOf } from "../i18n/request-locale"
import { setStoreTransport } from "./medusa"

/** How long a page waits for the backend before it shows its error state instead. */
const BACKEND_TIMEOUT_MS = 10_000

/**
 * The shopper's session as the backend names it (`connect.sid=…`), from the shop's own cookie
 * (lib/session-cookie.ts, as the server renames it), if the request carries one: nothing else is forwarded.
 */
export const sessionCookie = (request: Request) => backendSession(request.headers.get("cookie") ?? undefined)

/**
 * Store reads made while a page renders on the server go to the backend itself, carrying the
 * shopper's session cookie only (the render's scope, set by the storefront's server for the
 * whole request): a signed-in customer's page shows their prices, a visitor's read stays one
 * the backend's public cache answers. Each answer's tags go into the render's read log, which
 * decides whether the page may be kept for visitors (server/page-cache).
 */
export function readStoreFrom(backendUrl: string) {
  setStoreTransport({
    origin: () => backendUrl,
    locale: () => currentRenderScope()?.locale ?? "en",
    fetch: async (url, init) => {
      const scope = currentRenderScope()
      const headers = new Headers(init.headers)
      if (scope?.cookie) headers.set("cookie", scope.cookie)
      try {
        const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) })
        recordRead(scope?.reads, { status: response.status, cacheTag: response.headers.get("cache-tag") })
        return response
      } catch (error) {
        recordRead(scope?.reads, "failed")
        throw error
      }
    },
  })
}

/**
 * Runs `read` with the request's session: in the render's own scope when the request is the one
 * rendering (the storefront's server opens it for every page), else in a scope of its own (a
 * loader reading as someone else — the sitemap as a visitor — or a test).
 */
export function asShopper<T>(request: Request, read: () => Promise<T>): Promise<T> {
  const scope = currentRenderScope()
  const cookie = sessionCookie(request)
  if (scope && scope.cookie === cookie) return read()
  return inRenderScope({ cookie, reads: scope?.reads ?? newReadLog(), locale: scope?.locale ?? localeOf(request) }, read)
}

/**
 * A read of this render failed without passing through the transport here (a read shared with
 * another render in flight, such as the shop's configuration): the page shows an error state and
 * must not be kept for visitors.
 */
export function noteFailedRead(): void {
  recordRead(currentRenderScope()?.reads, "failed")
}
