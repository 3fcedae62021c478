import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { isbot } from "isbot"
import Negotiator from "negotiator"
import type { ServerBuild } from "react-router"
import { inLocale, isLocale, LOCALE_COOKIE, LOCALE_PREFIX, LOCALES, localeOfPath, type Locale } from "../src/i18n/locales"
import { safePath } from "./safe-path"

const ONE_YEAR_S = 31_536_000

/** The app as React Router serves it in a language: Bangla under the basename /bn. */
export function inLanguage(build: ServerBuild, locale: Locale): ServerBuild {
  return LOCALE_PREFIX[locale] ? { ...build, basename: LOCALE_PREFIX[locale] } : build
}
const SWITCH = /^\/language\/([^/]*)$/
/** Where an English address is not a page a shopper reads (the API, files, React Router's own requests, callbacks). */
const NOT_PAGES = /^\/(?:store|medusa|assets|static|auth|__|health|cart\/claim|checkout\/bkash|sitemap\.xml|robots\.txt)(?:\/|$)/

/**
 * The shopper's language, in front of everything else (the page cache included):
 * - `/language/bn?to=/products/…` remembers the choice in a cookie and opens that page in it:
 *   the header's switch. Nothing is kept by any cache.
 * - An English address asked for as a page by someone who chose Bangla (the cookie), or whose
 *   browser prefers Bangla on a first visit (`Accept-Language`, no cookie yet), is sent to the
 *   Bangla one. Crawlers are not sent anywhere: they read both through `hreflang`.
 * A `/bn/...` address is always Bangla, whoever opens it, so a shared link reads as it was sent.
 */
export function languageChoice(next: RequestListener): RequestListener {
  return (req, res) => {
    const url = req.url ?? "/"
    const query = url.indexOf("?")
    const pathname = query === -1 ? url : url.slice(0, query)
    const search = query === -1 ? "" : url.slice(query)
    const chosen = SWITCH.exec(pathname)
    if (chosen) return switchLanguage(req, res, chosen[1], new URLSearchParams(search).get("to"))
    const wanted = isPage(req, pathname) ? preferredLocale(req, pathname) : undefined
    if (wanted) return redirect(res, 302, `${inLocale(pathname, wanted)}${search}`, { vary: "Cookie, Accept-Language" })
    next(req, res)
  }
}

function switchLanguage(req: IncomingMessage, res: ServerResponse, locale: string, to: string | null) {
  if (!isLocale(locale) || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
    return res.end("Not found\n")
  }
  const secure = (req.socket as { encrypted?: boolean }).encrypted ? "; Secure" : ""
  redirect(res, 303, inLocale(samePath(to), locale), {
    "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure}`,
  })
}

/**
 * A path on this shop to go back to, or the home page: never another site (`//evil.example`,
 * or `/\t/evil.example`, which a browser reads as `//evil.example` once it drops the tab),
 * never a malformed path.
 */
function samePath(to: string | null): string {
  if (!to || to.length > 2048 || !to.startsWith("/") || to.startsWith("//")) return "/"
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(to) || safePath(to) === undefined) return "/"
  // A header carries ASCII only: a Bangla path (`/bn/search?q=সাইকেল`) goes back percent-encoded.
  return to.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c))
}

/** A page a person's browser asks for: GET or HEAD, for HTML, of an English or Bangla address that is a page. */
function isPage(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false
  if (!String(req.headers.accept ?? "").includes("text/html")) return false
  return !NOT_PAGES.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname)
}

/**
 * Where an English address should go instead: Bangla when the shopper chose it (cookie), or on a
 * first visit (no cookie) when their browser prefers it. A Bangla address stays as it is.
 */
function preferredLocale(req: IncomingMessage, pathname: string): Locale | undefined {
  if (localeOfPath(pathname) === "bn") return undefined
  const cookie = readCookie(req.headers.cookie, LOCALE_COOKIE)
  if (cookie !== undefined) return cookie === "bn" ? "bn" : undefined
  // A crawler is never guessed for: it reads both languages through hreflang.
  if (isbot(String(req.headers["user-agent"] ?? ""))) return undefined
  return new Negotiator(req).language([...LOCALES]) === "bn" ? "bn" : undefined
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

function redirect(res: ServerResponse, status: number, location: string, headers: Record<string, string>) {
  res.writeHead(status, { location, "cache-control": "private, no-store", "content-type": "text/plain; charset=utf-8", ...headers })
  res.end(`Redirecting to ${location}\n`)
}
