import type { RequestHandler } from "express"
import helmet from "helmet"
import { randomBytes } from "node:crypto"

/** The locals a response's render reads: the nonce its scripts carry. */
export type ShopLocals = { nonce: string }

/**
 * Every page's and asset's security headers (helmet). Scripts: the app's own files, and the
 * inline ones React Router writes (hydration data, module loader) by this response's nonce;
 * nothing else. API calls and pictures go to this same origin (the backend is behind it), and
 * pictures also to `imageOrigins` (the S3 file URL).
 */
export function securityHeaders(imageOrigins: string[], { dev = false } = {}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    ;(res.locals as ShopLocals).nonce = randomBytes(16).toString("base64")
    next()
  }
  const headers = helmet({
    // Vite's development client injects its own scripts: no CSP while developing.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: ShopLocals }).locals.nonce}'`],
            // Toasts (sonner) add a <style> element at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Chosen files are previewed from blob: URLs before they are uploaded.
            imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // The sign-in popup comes back to this origin and talks to the shop's window.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // Served over plain http too (a phone on the LAN): no HSTS from here; a TLS proxy adds it.
    strictTransportSecurity: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })
  return [nonce, headers]
}

/** STOREFRONT_IMAGE_ORIGINS: URLs separated by spaces or commas, each reduced to its origin. */
export function parseImageOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((url) => {
      const parsed = new URL(url)
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error(`not an http(s) URL: ${url}`)
      return parsed.origin
    })
}

/**
 * The headers `securityHeaders` sets on a page, captured once, for the answers the page cache
 * sends without Express (server/page-cache): its CSP's script-src is then replaced by each
 * page's own script hashes.
 */
export function fixedSecurityHeaders(imageOrigins: string[]): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    locals: { nonce: "replaced-per-page" } satisfies ShopLocals,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  }
  const [, helmetHeaders] = securityHeaders(imageOrigins)
  helmetHeaders({} as never, res as never, () => undefined)
  return headers
}
