import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { REPLAYED_HEADERS } from "./policy"

/**
 * How long a browser may reuse a preflight's answer: Chromium's upper bound (Firefox allows a
 * day). Without the header Chromium keeps it 5 seconds, so a shopper paid a preflight round
 * trip on almost every read and cart change. Safe to keep this long: an origin removed from
 * the CORS settings still gets no Access-Control-Allow-Origin on the request itself.
 */
export const PREFLIGHT_MAX_AGE_S = 7200

/** Distinct preflights kept (path × Origin × what is asked); the oldest go first. */
const MAX_ENTRIES = 2000

type StoredPreflight = { status: number; headers: Record<string, string> }

/**
 * CORS preflights answered from memory. The storefront sends the publishable key in a header,
 * so the browser asks an OPTIONS before each cross-origin read; Medusa answers it through its
 * whole Express stack (~2 000 a second here), which made the preflight, not the cached read,
 * what a visitor's read cost the server. The answer depends only on the path, the Origin and
 * the method and headers the browser asks for — on configuration, never on data — so it is
 * kept until the server restarts and no write empties it.
 */
export class PreflightCache {
  private readonly entries = new Map<string, StoredPreflight>()

  get size(): number {
    return this.entries.size
  }

  handle(key: string, req: IncomingMessage, res: ServerResponse, listener: RequestListener): void {
    const stored = this.entries.get(key)
    if (stored) {
      // Map order is insertion order: moving a hit to the end makes eviction least-recently-used.
      this.entries.delete(key)
      this.entries.set(key, stored)
      res.writeHead(stored.status, { ...stored.headers, "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_S, "X-Cache": "HIT" })
      res.end()
      return
    }
    res.setHeader("Access-Control-Max-Age", PREFLIGHT_MAX_AGE_S)
    res.setHeader("X-Cache", "MISS")
    res.on("finish", () => {
      const answered = res.statusCode === 204 || res.statusCode === 200
      if (answered && !res.hasHeader("set-cookie")) this.store(key, { status: res.statusCode, headers: replayed(res) })
    })
    listener(req, res)
  }

  private store(key: string, preflight: StoredPreflight) {
    this.entries.delete(key)
    this.entries.set(key, preflight)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
  }
}

function replayed(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && REPLAYED_HEADERS.test(name) && name !== "access-control-max-age") {
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value)
    }
  }
  return headers
}
