import http from "node:http"
import sirv from "sirv"
import { readSecurityHeaders } from "../../storefront/build/security-headers"

/**
 * The request's path, decoded, or undefined when it is malformed (bad percent-encoding) or
 * could step outside the served folder (`.` or `..` segments, encoded or not, backslashes,
 * NUL bytes): those are answered 400 before any file is looked up.
 */
export function safePath(url: string | undefined): string | undefined {
  if (!url?.startsWith("/")) return undefined
  const raw = url.replace(/[?#].*$/s, "")
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (/[\0\\]/.test(path)) return undefined
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return undefined
  return path
}

const plain = (res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers })
  res.end(`${text}\n`)
}

const ONE_YEAR_S = 31_536_000

/**
 * The request handler of the storefront's production build in `dir`, on sirv: the files found
 * there at start (nothing else can ever be served), index.html for every other path so
 * client-side routes survive a reload, the .br/.gz copies the build wrote (build/precompress.ts)
 * to browsers that accept them. Hashed /assets/ are cached for a year (a missing one is a 404,
 * never the SPA), everything else is revalidated. Every answer carries the build's security
 * headers (build/security-headers.ts).
 */
export async function storefrontHandler(dir: string): Promise<http.RequestListener> {
  const securityHeaders = await readSecurityHeaders(dir)
  const common = { dev: false, etag: true, gzip: true, brotli: true, dotfiles: false } as const
  const assets = sirv(dir, { ...common, maxAge: ONE_YEAR_S, immutable: true })
  const pages = sirv(dir, { ...common, single: true, ignores: false, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") })

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
    if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" })
    const path = safePath(req.url)
    if (path === undefined) return plain(res, 400, "Bad request: malformed path")
    const notFound = () => plain(res, 404, "Not found")
    try {
      if (path.startsWith("/assets/")) assets(req, res, notFound)
      else pages(req, res, notFound)
    } catch (error) {
      console.error(`storefront server: ${req.url}: ${error}`)
      if (!res.headersSent) plain(res, 500, "Server error")
      else res.destroy()
    }
  }
}

/** Serves the storefront's production build (storefrontHandler) on `port`. */
export async function serveStatic(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer(await storefrontHandler(dir))
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, () => {
      server.off("error", reject)
      resolve(server)
    })
  })
}
