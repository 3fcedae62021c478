import type { IncomingMessage, RequestListener } from "node:http"

/** The query parameter a store read may carry its publishable key in, instead of Medusa's header. */
export const PUBLISHABLE_KEY_PARAM = "publishable_key"
const KEY_HEADER = "x-publishable-api-key"

/**
 * Moves a publishable key sent in the address of a store GET into the header Medusa reads, and
 * out of the address (Medusa's query validators refuse fields they do not know). Why the
 * storefront sends it there: a cross-origin request whose headers are all CORS-safelisted needs
 * no preflight, so a visitor's first read of each address is one round trip instead of two; and
 * a CDN can keep such an answer by its URL alone. The key is public by design (it is in every
 * storefront's JavaScript). A header, when also sent, wins.
 */
export function moveKeyToHeader(req: IncomingMessage): void {
  const url = req.url
  if ((req.method !== "GET" && req.method !== "HEAD") || !url?.startsWith("/store/")) return
  const query = url.indexOf("?")
  if (query === -1 || !url.includes(`${PUBLISHABLE_KEY_PARAM}=`, query)) return
  let key: string | undefined
  // The rest of the query is kept byte for byte (same cache key as the header-sent read).
  const rest = url
    .slice(query + 1)
    .split("&")
    .filter((part) => {
      if (!part.startsWith(`${PUBLISHABLE_KEY_PARAM}=`)) return true
      key ??= decoded(part.slice(PUBLISHABLE_KEY_PARAM.length + 1))
      return false
    })
  req.url = url.slice(0, query) + (rest.length ? `?${rest.join("&")}` : "")
  if (key && !req.headers[KEY_HEADER]) req.headers[KEY_HEADER] = key
}

/** A malformed escape is passed on as sent (Medusa then refuses the key); it must not throw here, ahead of Express. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "))
  } catch {
    return value
  }
}

/** The listener with keys in store addresses moved to the header (used when the cache is off). */
export function withKeyInQuery(listener: RequestListener): RequestListener {
  return (req, res) => {
    moveKeyToHeader(req)
    return listener(req, res)
  }
}
