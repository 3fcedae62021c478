import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { declaredForgets } from "@chaka/kit"
import { boughtProducts, cacheKey, carriedTags, pathOf, preflightKey, REPLAYED_HEADERS, UntaggedPaths } from "./policy"
import { moveKeyToHeader } from "./key-in-query"
import { PreflightCache } from "./preflight-cache"
import type { CachedResponse, ResponseCache } from "./response-cache"
import { writeAnswersOf } from "./write-answers"

/**
 * Public catalogue data may be stored by browsers and CDNs but must be checked with the server
 * every time (If-None-Match → 304), so an admin's edit shows on the very next request.
 */
const CACHE_CONTROL = "public, no-cache"

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Wraps the HTTP server's request listener (Medusa's Express app) with the catalogue cache:
 * a stored public read is answered here without entering Express; a miss goes to Medusa and
 * its 200 JSON answer is stored when its route tagged it (Cache-Tag, declared with the route's
 * middlewares: @chaka/kit cacheTags), under those tags; a successful write forgets
 * what its route declared it changes (@chaka/kit forgets; everything when none did) just before
 * its response goes out, i.e. after its transaction committed, and a refused one forgets nothing. CORS preflights are answered from
 * memory too (preflight-cache.ts).
 */
export function withCatalogueCache(
  listener: RequestListener,
  cache: ResponseCache,
  preflights = new PreflightCache(),
  untagged = new UntaggedPaths()
): RequestListener {
  return (req, res) => {
    moveKeyToHeader(req)
    const preflight = preflightKey(req)
    if (preflight !== undefined) return preflights.handle(preflight, req, res, listener)
    if (!READ_METHODS.has(req.method ?? "GET")) {
      invalidateBeforeResponding(req, res, cache)
      return listener(req, res)
    }
    // No input check here (this runs on every request): the key is the address exactly as sent,
    // never normalised, so a malformed address (NUL, a bad or needless %-escape) cannot share a
    // valid address's entry; it reaches Medusa, whose input guard answers it 400
    // (api/utils/input-guard.ts), and only 200 answers are stored.
    const key = cache.active ? cacheKey(req) : undefined
    if (key === undefined || untagged.has(pathOf(req.url ?? "/"))) return listener(req, res)

    const entry = cache.get(key)
    if (entry) return send(req, res, entry, cache)
    const inFlight = cache.inFlight(key)
    if (inFlight) {
      void inFlight.then((filled) => (filled ? send(req, res, filled, cache) : listener(req, res)))
      return
    }
    fill(key, req, res, listener, cache, untagged)
  }
}

function invalidateBeforeResponding(req: IncomingMessage, res: ServerResponse, cache: ResponseCache) {
  let applied = false
  // Route middlewares ran (and declared) before the answer: read when it goes out.
  const apply = (answer?: Buffer) => {
    if (applied) return
    applied = true
    if (res.statusCode >= 400) return // refused: nothing was written
    const declared = declaredForgets(res)
    if (!declared) return cache.invalidate("all")
    // What the answer and the body mean is the route's API's to say (write-answers.ts).
    const reader = writeAnswersOf(res)
    const unchanged = declared.unlessUnchanged && !!answer && !!reader?.unchanged?.(answer)
    const tags = unchanged ? [] : [...declared.tags]
    if (declared.bought) tags.push(...boughtProducts(req, answer, reader))
    cache.invalidate(tags)
  }
  // Medusa answers a write even when its client has gone away (it may have committed): the
  // answer still passes here, so nothing is needed on "close".
  const end = res.end
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    apply(Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk) : undefined)
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as ServerResponse["end"]
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    // A streamed answer (headers before the body): decided on its status alone, unless what it
    // forgets is read from its body.
    if (typeof args[0] === "number") res.statusCode = args[0]
    const declared = declaredForgets(res)
    if (!declared || !(declared.bought || declared.unlessUnchanged)) apply()
    return writeHead.apply(this, args)
  } as ServerResponse["writeHead"]
}

/** The tags as a CDN reads them: Cloudflare's Cache-Tag (commas), Fastly's Surrogate-Key (spaces). */
function tagHeaders(tags: string[]): Record<string, string> {
  return { "Cache-Tag": tags.join(","), "Surrogate-Key": tags.join(" ") }
}

function send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, cache: ResponseCache) {
  const headers: Record<string, string | number> = {
    ...entry.headers,
    ...tagHeaders(entry.tags),
    ETag: entry.etag,
    "Cache-Control": CACHE_CONTROL,
    "X-Cache": "HIT",
  }
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, headers)
    return res.end()
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? cache.gzipped(entry) : undefined
  const body = gzip ?? entry.body
  if (gzip) headers["Content-Encoding"] = "gzip"
  headers["Vary"] = [entry.headers["vary"], "Accept-Encoding"].filter(Boolean).join(", ")
  headers["Content-Length"] = body.length
  res.writeHead(200, headers)
  res.end(body)
}

/**
 * Lets Medusa answer while keeping a copy of what it sends. Whether the answer can be kept is
 * known when its headers go out: one that cannot (a picture, a page, an untagged or refused
 * answer) is not copied, and the requests waiting on it go to Medusa at once.
 */
function fill(key: string, req: IncomingMessage, res: ServerResponse, listener: RequestListener, cache: ResponseCache, untagged: UntaggedPaths) {
  const filling = cache.beginFill(key)
  const path = pathOf(req.url ?? "/")
  let chunks: Buffer[] | undefined = []
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"))
  }
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    // Node writes implicit headers through this too (the first write or end).
    const status = typeof args[0] === "number" ? args[0] : res.statusCode
    const given = args.find((arg, i) => i > 0 && arg && typeof arg === "object" && !Array.isArray(arg)) as Record<string, unknown> | undefined
    const headerOf = (name: string) => res.getHeader(name) ?? Object.entries(given ?? {}).find(([k]) => k.toLowerCase() === name)?.[1]
    const tagged = carriedTags(headerOf("cache-tag") as string | undefined).length > 0
    if (!tagged && (status === 200 || status === 206)) untagged.add(path)
    if (!tagged || status !== 200 || !String(headerOf("content-type") ?? "").startsWith("application/json")) {
      chunks = undefined
      filling.finish(undefined)
    }
    return writeHead.apply(this, args)
  } as ServerResponse["writeHead"]
  const write = res.write
  const end = res.end
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse["write"]
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as ServerResponse["end"]
  res.on("finish", () => filling.finish(chunks ? storable(res, chunks, carriedTags(res.getHeader("cache-tag"))) : undefined))
  res.on("close", () => filling.finish(undefined))
  res.setHeader("X-Cache", "MISS")
  listener(req, res)
}

function storable(res: ServerResponse, chunks: Buffer[], tags: string[]): Omit<CachedResponse, "etag" | "storedAt"> | undefined {
  const type = String(res.getHeader("content-type") ?? "")
  if (!tags.length || res.statusCode !== 200 || !type.startsWith("application/json") || res.hasHeader("set-cookie") || res.hasHeader("content-encoding"))
    return undefined
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && REPLAYED_HEADERS.test(name)) headers[name] = Array.isArray(value) ? value.join(", ") : String(value)
  }
  return { body: Buffer.concat(chunks), headers, tags }
}
