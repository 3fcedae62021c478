import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http"
import helmet, { type HelmetOptions } from "helmet"
import { SHOP_PICTURE_MIME_TYPES } from "../pictures/shop-picture"

/**
 * The backend's security headers, set by `helmet` on every answer of the HTTP server: Medusa's
 * API, the files under /static, the dashboard at /app, and the answers the catalogue cache
 * gives itself (installed around it in catalogue-cache/install.ts, so there is one place).
 *
 * - Nothing may frame the backend (X-Frame-Options DENY, CSP frame-ancestors 'none').
 * - No answer is content-sniffed (X-Content-Type-Options: nosniff).
 * - API answers and /static files get a CSP that forbids everything and sandboxes the
 *   document: whatever a browser made of them, no script could run on this origin.
 * - The dashboard (/app, a Vite SPA built by Medusa) gets a CSP that cannot break it: no
 *   framing, no plugins, no foreign <base>; its scripts and styles are left to it.
 * - /static files may be shown by pages of other origins (the storefront, a CDN):
 *   Cross-Origin-Resource-Policy cross-origin there, same-site elsewhere.
 * - Express's X-Powered-By is turned off.
 *
 * helmet's middlewares only set headers; they are run once at start against a recorder, and
 * each request gets the recorded list — the catalogue cache's answers are benchmarked.
 */
const common: HelmetOptions = {
  xFrameOptions: { action: "deny" },
  referrerPolicy: { policy: "no-referrer" },
  crossOriginResourcePolicy: { policy: "same-site" },
}

const NOTHING = { "default-src": ["'none'"], "frame-ancestors": ["'none'"], "base-uri": ["'none'"], "form-action": ["'none'"], sandbox: [] }

const API = headersOf({ ...common, contentSecurityPolicy: { useDefaults: false, directives: NOTHING } })
const STATIC = headersOf({
  ...common,
  contentSecurityPolicy: { useDefaults: false, directives: NOTHING },
  crossOriginResourcePolicy: { policy: "cross-origin" },
})
const DASHBOARD = headersOf({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      // Left to the dashboard: a default-src would have to list what Medusa's build and its
      // extensions load, and a mistake breaks the admin.
      "default-src": helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      "frame-ancestors": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
    },
  },
})

/** Medusa's dashboard and its assets (Express matches mount paths without regard to case). */
const DASHBOARD_PATH = /^\/app(?:[/?#]|$)/i
/** What express.static("/static") answers (same matching as Express's mount). */
const STATIC_PATH = /^\/static(?:[/?#]|$)/i

/**
 * Wraps the server's request listener with the headers. Express's X-Powered-By is turned off
 * on `app` (the listener, when it is the Express app) and on the app a request went through.
 */
export function withSecurityHeaders(listener: RequestListener, app: unknown = listener): RequestListener {
  const apps = new WeakSet<object>()
  const quiet = (candidate: unknown) => {
    const express = candidate as { disable?: (setting: string) => void } | undefined
    if (!express?.disable || apps.has(express)) return
    express.disable("x-powered-by")
    apps.add(express)
  }
  quiet(app)
  return (req, res) => {
    const url = req.url ?? "/"
    if (STATIC_PATH.test(url)) {
      setAll(res, STATIC)
      if (isPrivateFile(url)) return notFound(res)
      onlyPicturesInline(res)
    } else setAll(res, DASHBOARD_PATH.test(url) ? DASHBOARD : API)
    listener(req, res)
    // `medusa start` hands the server a function that calls its Express app, not the app: the
    // app (and a mounted sub-app, e.g. the dashboard's) is known once a request went through it.
    const express = (req as { app?: unknown }).app
    if (express && !apps.has(express as object)) {
      quiet(express)
      if (!res.headersSent) res.removeHeader("X-Powered-By")
    }
  }
}

/**
 * Medusa's private files (order and product exports: customers' names, emails, addresses and
 * phones; import chunks) are named `private-…` by the local file provider. They are kept in a
 * folder outside the served one (`private_upload_dir`, lib/config/medusa.ts); one stored there
 * before that rule, or copied in by hand, is still never served: /static answers 404 for any
 * such name, however its address is spelt (escapes are decoded, letter case ignored).
 */
function isPrivateFile(url: string): boolean {
  const query = url.search(/[?#]/)
  const path = query === -1 ? url : url.slice(0, query)
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: express.static answers 400 and serves nothing.
  }
  return decoded.split(/[/\\]/).some((segment) => /^private-/i.test(segment))
}

function notFound(res: ServerResponse) {
  res.statusCode = 404
  res.setHeader("Content-Type", "text/plain; charset=utf-8")
  res.end("Not Found")
}

/**
 * A file under /static is shown by the browser only when it is one of the shop's picture
 * types; anything else (a file stored before uploads were checked) is sent
 * as a download of opaque bytes, never as a page or an SVG. express.static sets the type from
 * the file's extension just before the answer starts, so the check is made there.
 */
function onlyPicturesInline(res: ServerResponse) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 200 && statusCode < 300) {
      const given = rest.find((arg) => arg && typeof arg === "object") as OutgoingHttpHeaders | undefined
      const type = String(given?.["content-type"] ?? given?.["Content-Type"] ?? this.getHeader("content-type") ?? "")
      if (!SHOP_PICTURE_MIME_TYPES.has(type.split(";")[0].trim().toLowerCase())) {
        if (given) for (const key of Object.keys(given)) if (/^content-(type|disposition)$/i.test(key)) delete given[key]
        this.setHeader("Content-Type", "application/octet-stream")
        this.setHeader("Content-Disposition", "attachment")
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as ServerResponse["writeHead"]
}

function setAll(res: ServerResponse, headers: [string, string][]) {
  for (const [name, value] of headers) res.setHeader(name, value)
}

/** The headers helmet sets with these options, recorded once. */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  }
  let done = false
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
    done = true
  })
  if (!done) throw new Error("helmet did not finish synchronously")
  return [...headers]
}
