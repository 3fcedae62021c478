import { createReadStream, existsSync, statSync } from "node:fs"
import http from "node:http"
import { extname, join, normalize } from "node:path"
import { createGzip } from "node:zlib"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
}

// Text compresses to a third or less; pictures and fonts are compressed already.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt"])

/**
 * Serves the storefront's production build: files from `dir`, and index.html for every other
 * path so client-side routes survive a reload. Hashed assets are cached for a year; text is
 * sent gzip-compressed to browsers that accept it (as nginx does in the Docker image).
 */
export function serveStatic(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
    const file = normalize(join(dir, path))
    const inside = file.startsWith(dir) && existsSync(file) && statSync(file).isFile()
    const target = inside ? file : join(dir, "index.html")
    const gzip = COMPRESSIBLE.has(extname(target)) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    res.writeHead(200, {
      "Content-Type": TYPES[extname(target)] ?? "application/octet-stream",
      "Cache-Control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    })
    if (req.method === "HEAD") return res.end()
    const stream = createReadStream(target)
    if (gzip) stream.pipe(createGzip()).pipe(res)
    else stream.pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, () => resolve(server))
  })
}
