import type { RequestHandler } from "express"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createProxyMiddleware } from "http-proxy-middleware"
import { sessionCookieHooks } from "./session-cookie"

/** The storefront page of the OpenID popup: the one /auth/ address that is not the backend's. */
export const OPENID_CALLBACK_PAGE = "/auth/google/callback"

/**
 * The backend's addresses the browser reaches through the storefront's origin: Medusa's store
 * API, sign-in (/auth/…), the storefront's own backend routes (/storefront/…), the pictures the
 * backend stores (/static/…), and Medusa's admin API for the shop's admin screens, under
 * /medusa/admin/… because /admin/… are the shop's own pages. The compatibility API stays on the
 * backend's address: its /shop/… would shadow the shop's category pages (/shop/{category}).
 */
export function isBackendPath(path: string): boolean {
  if (path === OPENID_CALLBACK_PAGE) return false
  return /^\/(?:store|auth|storefront|static)(?:\/|$)/.test(path) || /^\/medusa\/admin(?:\/|$)/.test(path)
}

/**
 * Forwards the backend's public paths (isBackendPath) to `backendUrl` as they are, with the
 * shopper's address in X-Forwarded-For. The backend's answer goes back as it is (cache headers,
 * compression), but for its session cookie, which the shop's origin keeps under its own name
 * (server/session-cookie.ts). When the backend cannot be reached: 502 with a JSON message.
 */
export function backendProxy(backendUrl: string): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: backendUrl,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: 60_000,
    pathFilter: (path) => isBackendPath(path),
    pathRewrite: (path) => path.replace(/^\/medusa\/admin/, "/admin"),
    on: {
      ...sessionCookieHooks,
      error: (error, _req, res) => {
        console.error(`storefront: backend unreachable: ${error.message}`)
        if (!("writeHead" in res) || res.headersSent) return void res.destroy()
        res.writeHead(502, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        res.end(JSON.stringify({ type: "unavailable", message: "The shop is unavailable right now. Please try again in a moment." }))
      },
    },
  }) as unknown as RequestHandler
}
