import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import type { RequestListener } from "node:http"
import { join } from "node:path"
import type { ServerBuild } from "react-router"
import sirv from "sirv"
import type { ViteDevServer } from "vite"
import type { ShopLoadContext } from "../src/lib/load-context"
import { localeOfPath, type Locale } from "../src/i18n/locales"
import { backendProxy } from "./backend-proxy"
import { catalogueScripts } from "./catalogue-scripts"
import { inLanguage, languageChoice } from "./language"
import { rejectMalformedPaths, safePath } from "./safe-path"
import { installPageCache } from "./page-cache/install"
import { inRenderScope, newReadLog } from "../src/lib/render-scope.server"
import { fixedSecurityHeaders, securityHeaders, type ShopLocals } from "./security-headers"
import { backendSession } from "../src/lib/session-cookie"

export type ShopServerOptions = {
  /** Where the backend answers (from this server: an internal address is fine). */
  backendUrl: string
  /** The shop's public origin for canonical URLs and the sitemap; by default the request's own. */
  publicOrigin?: string
  /** The Medusa dashboard's address for the admin menu. */
  dashboardUrl: string
  /** Where pictures may also come from (the S3 file URL): the CSP's img-src. */
  imageOrigins: string[]
  /** Production: the built app (dist/server) and its browser files (dist/client). */
  build?: { server: ServerBuild; clientDir: string }
  /** Development: Vite's dev server renders the app from source, with hot reload. */
  vite?: ViteDevServer
  /** Memory for pages kept for visitors (production only; 0: off). */
  pageCacheMb?: number
  /** With Redis, the page cache hears the backend's changes there; else on the backend's stream. */
  redisUrl?: string
}

export type ShopServer = { listener: RequestListener; health: () => Record<string, unknown>; close: () => void }

const ONE_YEAR_S = 31_536_000

/**
 * The storefront's one origin: the backend's public API forwarded (server/backend-proxy.ts),
 * the browser files, and every page rendered by React Router with its data. Security headers on
 * everything it answers itself; compression for the pages it renders. In front of it all, the
 * pages kept for visitors (server/page-cache), answered without entering Express.
 */
export function createShopServer(options: ShopServerOptions): ShopServer {
  const app = express()
  app.disable("x-powered-by")
  // Behind a TLS proxy the shop's address is the proxy's (X-Forwarded-Proto/Host).
  app.set("trust proxy", "loopback, linklocal, uniquelocal")

  const security = securityHeaders(options.imageOrigins, { dev: Boolean(options.vite) })
  const refuseMalformed = express.Router().use(security, rejectMalformedPaths)
  app.get("/health", (_req, res) => void res.set("Cache-Control", "no-store").json(health()))
  // Its 400 is one of this server's own answers: it carries the security headers too.
  app.use((req, res, next) => (safePath(req.originalUrl) === undefined ? refuseMalformed(req, res, next) : next()))
  app.use(backendProxy(options.backendUrl))
  app.use(security)
  app.use(compression())

  if (options.vite) {
    app.use(options.vite.middlewares)
  } else if (options.build) {
    const common = { dev: false, etag: true, gzip: true, brotli: true, dotfiles: false } as const
    // Hashed files never change: a year; a missing one is a 404, never a page.
    app.use(
      "/assets",
      sirv(join(options.build.clientDir, "assets"), { ...common, maxAge: ONE_YEAR_S, immutable: true }),
      (_req, res) => void res.status(404).type("text/plain").send("Not found\n")
    )
    app.use(sirv(options.build.clientDir, { ...common, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") }))
  }

  const vite = options.vite
  const build = options.build?.server
  const scripts = catalogueScripts(options.build?.clientDir)
  // One app, two languages: Bangla is the same routes under the basename /bn (src/i18n/locales.ts),
  // so every link, form and redirect of a Bangla page stays in Bangla without a word in the routes.
  const renderIn = (locale: Locale) =>
    createRequestHandler({
      build: vite ? async () => inLanguage((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild, locale) : inLanguage(build!, locale),
      mode: vite ? "development" : "production",
      getLoadContext: (req, res): ShopLoadContext => ({
        nonce: (res.locals as ShopLocals).nonce,
        origin: options.publicOrigin ?? `${req.protocol}://${req.get("host")}`,
        dashboardUrl: options.dashboardUrl,
        catalogueScripts: scripts,
        clientIp: req.ip,
      }),
    })
  const render = { en: renderIn("en"), bn: renderIn("bn") }
  // Every read of the render carries the shopper's session cookie alone (src/lib/store.server.ts), and the page's language.
  app.all("*", (req, res, next) => {
    const locale = localeOfPath(req.path)
    inRenderScope({ cookie: backendSession(req.headers.cookie), reads: newReadLog(), locale }, () => render[locale](req, res, next))
  })

  const pages =
    options.build && options.pageCacheMb
      ? installPageCache(app, {
          build: options.build.server,
          maxMb: options.pageCacheMb,
          backendUrl: options.backendUrl,
          redisUrl: options.redisUrl,
          publicOrigin: options.publicOrigin,
          dashboardUrl: options.dashboardUrl,
          catalogueScripts: scripts,
          securityHeaders: fixedSecurityHeaders(options.imageOrigins),
          trustsProxy: (address) => (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, 0),
        })
      : undefined
  function health() {
    const store = pages?.store
    return { status: "ok", ...(store && { pageCache: { active: store.active, ...store.size, ...store.counts } }) }
  }
  return { listener: languageChoice(pages?.listener ?? app), health, close: () => pages?.close() }
}
