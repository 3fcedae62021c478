import type { RequestListener } from "node:http"
import { LOCALE_HEADER, LOCALE_PARAM, requestLocale } from "./locale"

const LOCALISED = /^\/(store|storefront)(\/|\?|$)/

/**
 * The `locale` check (locale.ts) in front of Express, for the shop's production server
 * (lib/catalogue-cache/install.ts). Medusa's own locale middleware runs on /store before any
 * route middleware and throws on a `locale` given as a list or an object (`locale=a&locale=b`,
 * `locale[x]=a`), which became a 500; here such a request, like any other bad value, is answered
 * 400 with the same sentence the route middleware (api/utils/locale.ts) gives. Requests without
 * a locale pass after two string searches.
 */
export function withLocaleCheck(listener: RequestListener): RequestListener {
  return (req, res) => {
    const url = req.url ?? "/"
    if ((!url.includes(LOCALE_PARAM) && req.headers[LOCALE_HEADER] === undefined) || !LOCALISED.test(url)) return listener(req, res)
    const reading = requestLocale(url, req.headers[LOCALE_HEADER])
    if (reading.ok) return listener(req, res)
    res.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
    res.end(JSON.stringify({ type: "invalid_data", message: reading.problem }))
  }
}
