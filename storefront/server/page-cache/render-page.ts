import { createHash, randomBytes } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { createRequestHandler, type ServerBuild } from "react-router"
import type { ShopLoadContext } from "../../src/lib/load-context"
import type { PageCacheRule } from "../../src/lib/page-cache"
import { localeOfPath } from "../../src/i18n/locales"
import { inLanguage } from "../language"
import { inRenderScope, newReadLog } from "../../src/lib/render-scope.server"
import type { RenderResult } from "./page-store"
import { inlineScriptHashes } from "./script-hashes"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli's quality for stored pages. Measured on a 21 KB product page: quality 5 gives 4.7 KB in
 * 0.6 ms, 9 gives 4.6 KB in 11 ms, 11 gives 4.3 KB in 23 ms — a miss (and a stranger asking for
 * made-up searches) pays that time, a visitor saves a few hundred bytes.
 */
const BROTLI_QUALITY = 5

export type VisitorRender = (url: URL, rule: PageCacheRule) => Promise<RenderResult>

/**
 * Renders the page at `url` as a visitor sees it: a request with nothing but the address (no
 * cookie, no header of the shopper's: nothing of one visitor can reach another's page), its
 * reads logged (render-scope.ts). A page whose every read was a tagged public answer, answered
 * 200 with no cookie to set, is kept, compressed once with brotli and gzip, with its ETag and
 * its own script hashes for the Content-Security-Policy. A page that read nothing is kept only
 * when its route says it reads nothing (robots.txt): no change could ever forget it. A failed
 * read or a 5xx is a failed render: never kept, and the last good page stays.
 */
export function visitorRenderer(build: ServerBuild, context: Omit<ShopLoadContext, "nonce" | "origin">): VisitorRender {
  const handle = { en: createRequestHandler(inLanguage(build, "en"), "production"), bn: createRequestHandler(inLanguage(build, "bn"), "production") }
  return async (url, rule) => {
    const locale = localeOfPath(url.pathname)
    const reads = newReadLog()
    const nonce = randomBytes(16).toString("base64")
    const request = new Request(url, { headers: { accept: "text/html,application/xhtml+xml" } })
    const response = await inRenderScope({ reads, locale }, () => handle[locale](request, { ...context, nonce, origin: url.origin }))
    const body = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    for (const [name, value] of response.headers) if (KEPT_HEADERS.test(name)) headers[name] = value
    const type = headers["content-type"] ?? ""
    const scriptHashes = type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8"), nonce) : []
    const transient = { status: response.status, headers, scriptHashes, body }
    if (reads.failed || response.status >= 500) return { kind: "failed", response: transient }
    const forgettable = reads.tags.size > 0 ? !reads.untagged : Boolean(rule.readsNothing) && !reads.untagged
    const shared = response.status === 200 && !response.headers.has("set-cookie") && forgettable && /^(text\/|application\/xml)/.test(type)
    if (!shared) return { kind: "other", response: transient }
    const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), gzipped(body, { level: 9 })])
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`
    return {
      kind: "page",
      page: { status: 200, headers, scriptHashes, bodies: { identity: body, br, gzip: gz }, etag, tags: [...reads.tags].sort(), storedAt: Date.now() },
    }
  }
}

/** What a stored page keeps of its render's headers (the rest are the server's, set when it is sent). */
const KEPT_HEADERS = /^(content-type|location|link)$/i
