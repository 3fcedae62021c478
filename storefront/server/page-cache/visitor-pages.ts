import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import type { ServerBuild } from "react-router"
import { safePath } from "../safe-path"
import { SHOP_SESSION } from "../../src/lib/session-cookie"
import { keptQuery, pageRoutes, pageRule } from "./page-key"
import type { PageStore, Served, StoredPage, TransientPage } from "./page-store"
import { visitorRenderer } from "./render-page"
import { withScriptHashes } from "./script-hashes"
import type { PageCacheRule } from "../../src/lib/page-cache"

/**
 * How long a CDN may keep a page before asking again, and serve it while it asks. Browsers ask
 * every time (max-age=0) and get a 304 when nothing changed. A CDN purging by tag
 * (Surrogate-Key / Cache-Tag) shows an edit as soon as this server does.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400"

export type VisitorPagesOptions = {
  build: ServerBuild
  store: PageStore
  /** The shop's public origin (STOREFRONT_URL): when unset, the request's own, and pages are kept per host. */
  publicOrigin?: string
  dashboardUrl: string
  catalogueScripts?: Partial<Record<"en" | "bn", string[]>>
  /** The security headers of every page (helmet's, captured once); its CSP's script-src is replaced per page. */
  securityHeaders: Record<string, string>
  /** Whether the request's immediate peer is a proxy whose X-Forwarded-Proto is believed (Express's "trust proxy"). */
  trustsProxy: (address: string) => boolean
}

/**
 * The storefront's pages for visitors, in front of Express and React Router: a visitor (no
 * session cookie) asking for a page its route shares with visitors (src/lib/page-cache.ts)
 * gets the kept page (page-store.ts), or the one render every visitor asking at that moment
 * waits for. Everything else — a signed-in customer, any other page, the API, files — goes on
 * to `next`, rendered for that request alone.
 */
export function visitorPages(next: RequestListener, options: VisitorPagesOptions): RequestListener {
  const routes = pageRoutes(options.build)
  const render = visitorRenderer(options.build, { dashboardUrl: options.dashboardUrl, catalogueScripts: options.catalogueScripts })
  const policy = options.securityHeaders["content-security-policy"] ?? ""
  return (req, res) => {
    const page = visitorPage(req, routes, options)
    if (!page) return next(req, res)
    const { url, rule } = page
    options.store
      .serve(url.href, () => render(url, rule))
      .then((served) => send(req, res, served, options.securityHeaders, policy))
      .catch((error: unknown) => {
        console.error(`storefront: ${url.pathname}: ${error instanceof Error ? error.message : error}`)
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
        res.end("The shop is unavailable right now. Please try again in a moment.\n")
      })
  }
}

/** The address a visitor's page is kept under and rendered from, and its route's rule; undefined when it is not such a request. */
function visitorPage(req: IncomingMessage, routes: ReturnType<typeof pageRoutes>, options: VisitorPagesOptions): { url: URL; rule: PageCacheRule } | undefined {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return undefined
  if (hasShopSession(req.headers.cookie) || safePath(req.url) === undefined) return undefined
  const query = req.url.indexOf("?")
  const pathname = query === -1 ? req.url : req.url.slice(0, query)
  const rule = pageRule(routes, pathname)
  if (!rule) return undefined
  const origin = options.publicOrigin ?? requestOrigin(req, options.trustsProxy)
  if (!origin) return undefined
  const search = new URLSearchParams(query === -1 ? "" : req.url.slice(query + 1))
  try {
    return { url: new URL(`${origin}${pathname}${keptQuery(search, rule)}`), rule }
  } catch {
    return undefined
  }
}

const hasShopSession = (cookie: string | undefined) => !!cookie && cookie.split(";").some((part) => part.trim().startsWith(`${SHOP_SESSION}=`))

/** A host name with an optional port, or an IPv6 literal: anything else is not kept (it reaches Express as it is). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The request's own origin as Express reads it (Host, and X-Forwarded-Proto from a trusted proxy). */
function requestOrigin(req: IncomingMessage, trustsProxy: (address: string) => boolean): string | undefined {
  const host = req.headers.host
  if (!host || !HOST.test(host)) return undefined
  let protocol = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http"
  const forwarded = req.headers["x-forwarded-proto"]
  if (forwarded && trustsProxy(req.socket.remoteAddress ?? "")) {
    const first = String(forwarded).split(",")[0].trim().toLowerCase()
    if (first === "http" || first === "https") protocol = first
  }
  return `${protocol}://${host.toLowerCase()}`
}

function send(req: IncomingMessage, res: ServerResponse, served: Served, security: Record<string, string>, policy: string) {
  const { result, state } = served
  if (result.kind === "page") return sendPage(req, res, result.page, state, security, policy)
  sendTransient(req, res, result.response, result.kind === "failed", state, security, policy)
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, state: Served["state"], security: Record<string, string>, policy: string) {
  const headers: Record<string, string | number> = {
    ...security,
    ...page.headers,
    "content-security-policy": withScriptHashes(policy, page.scriptHashes),
    "cache-control": SHARED_CACHE_CONTROL,
    etag: page.etag,
    vary: "Accept-Encoding, Cookie",
    // Cloudflare reads Cache-Tag (commas), Fastly Surrogate-Key (spaces): purge by either.
    "cache-tag": page.tags.join(","),
    "surrogate-key": page.tags.join(" "),
    "x-cache": state,
  }
  if (matches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers)
    return res.end()
  }
  const encoding = preferredEncoding(String(req.headers["accept-encoding"] ?? ""))
  const body = encoding ? page.bodies[encoding] : page.bodies.identity
  if (encoding) headers["content-encoding"] = encoding
  headers["content-length"] = body.length
  res.writeHead(200, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

function sendTransient(
  req: IncomingMessage,
  res: ServerResponse,
  response: TransientPage,
  failed: boolean,
  state: Served["state"],
  security: Record<string, string>,
  policy: string
) {
  res.writeHead(response.status, {
    ...security,
    ...response.headers,
    "content-security-policy": withScriptHashes(policy, response.scriptHashes),
    // An error state must not be kept anywhere; anything else is asked for again.
    "cache-control": failed ? "no-store" : "no-cache",
    vary: "Accept-Encoding, Cookie",
    "content-length": response.body.length,
    "x-cache": state,
  })
  res.end(req.method === "HEAD" ? undefined : response.body)
}

/** Brotli, else gzip, among the encodings the request accepts (`br;q=0` refuses brotli). */
function preferredEncoding(header: string): "br" | "gzip" | undefined {
  const accepted = new Set(
    header
      .split(",")
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/)
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name)
  )
  return accepted.has("br") ? "br" : accepted.has("gzip") || accepted.has("*") ? "gzip" : undefined
}

/** If-None-Match: `*`, or a list of (weak or strong) validators, compared weakly. */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, "")
  const wanted = bare(etag)
  return String(header)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === wanted)
}
