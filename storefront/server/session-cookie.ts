import type { IncomingMessage, ServerResponse } from "node:http"
import { backendSession, MEDUSA_SESSION, SHOP_SESSION, toShopSetCookie } from "../src/lib/session-cookie"

/**
 * The shop's session is Medusa's cookie under its own name. Browsers keep cookies per host, not
 * per port: on one host the shop (:8000) and the Medusa dashboard (:9000/app) would share
 * `connect.sid`, and signing in to one would sign the other out (or sign the shop in as the
 * dashboard's user). So the shop's origin only ever sees `chaka.sid`, and the backend only
 * `connect.sid` (the names and the renaming: src/lib/session-cookie.ts, which loaders use too).
 */
export function toBackendCookies(header: string | undefined): string | undefined {
  const cookies = (header ?? "").split(";").map((part) => part.trim())
  const session = backendSession(header)
  // A dashboard's connect.sid on the same host never reaches the shop's requests.
  const rest = cookies.filter((part) => part && !part.startsWith(`${MEDUSA_SESSION}=`) && !part.startsWith(`${SHOP_SESSION}=`))
  const forwarded = [...rest, ...(session ? [session] : [])]
  return forwarded.length ? forwarded.join("; ") : undefined
}

/** Whether the shopper's request came over https (directly, or through a TLS proxy that says so). */
export function reachedOverHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-proto"]
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim()
  return proto === "https" || Boolean((req.socket as { encrypted?: boolean }).encrypted)
}

/** The proxy's hooks: cookies renamed both ways (see toBackendCookies, toShopSetCookie). */
export const sessionCookieHooks = {
  proxyReq: (proxyReq: { setHeader(name: string, value: string): void; removeHeader(name: string): void }, req: IncomingMessage) => {
    const cookies = toBackendCookies(req.headers.cookie)
    if (cookies) proxyReq.setHeader("cookie", cookies)
    else proxyReq.removeHeader("cookie")
  },
  proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage, _res: ServerResponse) => {
    const renamed = toShopSetCookie(proxyRes.headers["set-cookie"], reachedOverHttps(req))
    if (renamed) proxyRes.headers["set-cookie"] = renamed
  },
}
