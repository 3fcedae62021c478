/**
 * The storefront's server: `node dist/server/main.js` (production build) or
 * `tsx server/main.ts --dev` (Vite, hot reload). Settings come from the environment:
 *   PORT                       where it listens (8000)
 *   MEDUSA_BACKEND_URL         where the backend answers, from this server (http://localhost:9000)
 *   STOREFRONT_URL             the shop's public origin for canonical URLs and the sitemap
 *                              (default: the address each request came to)
 *   MEDUSA_DASHBOARD_URL       the Medusa dashboard's public address ($MEDUSA_BACKEND_URL/app)
 *   STOREFRONT_IMAGE_ORIGINS   other places pictures come from (the S3 file URL)
 *   STOREFRONT_PAGE_CACHE_MB   memory for the pages kept for visitors (64; 0 turns it off)
 *   REDIS_URL                  where the page cache hears the backend's changes (else the
 *                              backend's own invalidation stream)
 *   HOST                       where it listens: every interface in production (phones on
 *                              the LAN, containers); 127.0.0.1 in development, whose Vite
 *                              server can read the sources
 * SIGTERM or SIGINT: it stops taking connections, finishes the requests under way, exits.
 */
import { existsSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { ServerBuild } from "react-router"
import type { ShopServerOptions } from "./shop-server"

const STOP_TIMEOUT_MS = 10_000

const here = dirname(fileURLToPath(import.meta.url))
/** The storefront's folder: two up from dist/server/main.js, one up from server/main.ts. */
const root = existsSync(join(here, "index.js")) ? resolve(here, "..", "..") : resolve(here, "..")

const withoutSlash = (url: string) => url.replace(/\/+$/, "")

const DEFAULT_PAGE_CACHE_MB = 64

/** A size in MB from the environment: a whole number from 0, else the start stops with the reason. */
function megabytes(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback
  const mb = Number(value)
  if (!Number.isInteger(mb) || mb < 0 || mb > 65_536) throw new Error(`STOREFRONT_PAGE_CACHE_MB must be a whole number of MB from 0 to 65536, not "${value}"`)
  return mb
}

async function main() {
  const dev = process.argv.includes("--dev")
  // Before React and React Router load: they pick their production or development build by it.
  process.env.NODE_ENV ??= dev ? "development" : "production"
  const { createShopServer } = await import("./shop-server")
  const { parseImageOrigins } = await import("./security-headers")
  const port = Number(process.env.PORT || 8000)
  const backendUrl = withoutSlash(process.env.MEDUSA_BACKEND_URL || "http://localhost:9000")
  // The rendered pages read the store from the backend too (src/app/entry.server.tsx).
  process.env.MEDUSA_BACKEND_URL = backendUrl
  const options: ShopServerOptions = {
    backendUrl,
    publicOrigin: process.env.STOREFRONT_URL ? new URL(process.env.STOREFRONT_URL).origin : undefined,
    dashboardUrl: process.env.MEDUSA_DASHBOARD_URL || `${backendUrl}/app`,
    imageOrigins: parseImageOrigins(process.env.STOREFRONT_IMAGE_ORIGINS),
    pageCacheMb: megabytes(process.env.STOREFRONT_PAGE_CACHE_MB, DEFAULT_PAGE_CACHE_MB),
    redisUrl: process.env.REDIS_URL || undefined,
  }
  if (dev) {
    const { createServer } = await import("vite")
    // Vite serves files of the workspace at /@fs/…: never the shop's data (database files,
    // generated secrets), and only to this machine (HOST below).
    const deny = [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "**/.data/**", "**/.data-*/**", "**/secrets.json"]
    options.vite = await createServer({ root, server: { middlewareMode: true, fs: { deny } } })
  } else {
    const serverBuild = join(root, "dist", "server", "index.js")
    if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: run npm run build --workspace storefront`)
    options.build = { server: (await import(pathToFileURL(serverBuild).href)) as ServerBuild, clientDir: join(root, "dist", "client") }
  }
  const host = process.env.HOST || (dev ? "127.0.0.1" : undefined)
  const shop = createShopServer(options)
  const listening = () => console.log(`Storefront listening on http://localhost:${port} (backend ${backendUrl})`)
  const server = createServer(shop.listener)
  if (host) server.listen(port, host, listening)
  else server.listen(port, listening)
  server.on("error", (error) => {
    console.error(`storefront: ${error.message}`)
    process.exit(1)
  })
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stop(server, options, shop.close))
}

async function stop(server: Server, options: ShopServerOptions, close: () => void) {
  setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref()
  close()
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  await options.vite?.close()
}

main().catch((error: unknown) => {
  console.error(`storefront: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
