import { createHash } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import type { Plugin } from "vite"

/**
 * The storefront's security headers, defined once: the build writes them for this build (the
 * inline scripts' hashes, the backend's address) to SECURITY_HEADERS_JSON, which the Node server
 * of `npm start` (scripts/lib/static-server.ts) sends, and to SECURITY_HEADERS_NGINX, which the
 * Docker image's nginx includes (storefront/nginx.conf, storefront/Dockerfile).
 */
export const SECURITY_HEADERS_JSON = ".chaka/security-headers.json"
export const SECURITY_HEADERS_NGINX = ".chaka/security-headers.nginx.conf"
/** Where storefront/Dockerfile puts the nginx snippet; nginx.conf includes it in every location. */
export const NGINX_SNIPPET_PATH = "/etc/nginx/chaka-security-headers.conf"

export type SecurityHeaderOptions = {
  /** The backend the SPA calls (VITE_MEDUSA_BACKEND_URL): API calls, and pictures from its /static. */
  backendUrl: string
  /**
   * Where else pictures come from: the S3 file URL. (No outside avatar host: the shop shows
   * only a customer's own stored picture, never a sign-in provider's.)
   */
  imageOrigins?: string[]
  /** The CSP sources ('sha256-…') of index.html's inline scripts. */
  scriptHashes: string[]
}

/** The origin of an http(s) URL (a CSP source); throws on anything else. */
export function originOf(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error(`not an http(s) URL: ${url}`)
  return parsed.origin
}

/** STOREFRONT_IMAGE_ORIGINS: URLs separated by spaces or commas, each reduced to its origin. */
export function parseImageOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(originOf)
}

export function securityHeaders({ backendUrl, imageOrigins = [], scriptHashes }: SecurityHeaderOptions): Record<string, string> {
  const backend = originOf(backendUrl)
  const unique = (sources: string[]) => [...new Set(sources)].join(" ")
  const csp = [
    "default-src 'self'",
    // The app's own files and the inline boot scripts the build writes, nothing else.
    `script-src ${unique(["'self'", ...scriptHashes])}`,
    // Toasts (sonner) add a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    // Chosen files are previewed from blob: URLs before they are uploaded.
    `img-src ${unique(["'self'", "data:", "blob:", backend, ...imageOrigins])}`,
    // Vite inlines the small taka-sign font subsets (build/taka-font.ts) as data: URLs.
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", backend])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  }
}

/** The CSP hash source of each inline <script> (one without src) in an HTML page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
}

/** The headers as nginx `add_header` lines (`always`: on error answers too). */
export function nginxHeaderLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\\n]/.test(value)) throw new Error(`${name} cannot be written for nginx: ${value}`)
      return `add_header ${name} "${value}" always;`
    })
    .join("\n")
}

/** Reads nginx `add_header Name "value" [always];` lines back into a map (for the tests). */
export function parseNginxHeaderLines(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"(?:\s+always)?;/gm)].map(([, name, value]) => [name, value]))
}

/** The headers a build's index.html needs, written to SECURITY_HEADERS_JSON and SECURITY_HEADERS_NGINX under `outDir`. */
export async function writeSecurityHeaders(outDir: string, options: Omit<SecurityHeaderOptions, "scriptHashes">): Promise<Record<string, string>> {
  const html = await readFile(join(outDir, "index.html"), "utf8")
  const headers = securityHeaders({ ...options, scriptHashes: inlineScriptHashes(html) })
  const comment = "# Written by the storefront build (storefront/build/security-headers.ts): do not edit.\n"
  for (const [file, text] of [
    [SECURITY_HEADERS_JSON, `${JSON.stringify(headers, null, 2)}\n`],
    [SECURITY_HEADERS_NGINX, `${comment}${nginxHeaderLines(headers)}\n`],
  ] as const) {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), text)
  }
  return headers
}

/** Reads the headers a build wrote (the Node server); throws when the build wrote none. */
export async function readSecurityHeaders(outDir: string): Promise<Record<string, string>> {
  const headers = JSON.parse(await readFile(join(outDir, SECURITY_HEADERS_JSON), "utf8")) as Record<string, string>
  if (!headers["Content-Security-Policy"]) throw new Error(`${join(outDir, SECURITY_HEADERS_JSON)} has no Content-Security-Policy`)
  return headers
}

/** The Vite plugin: once index.html is written, its headers are written beside it. */
export function securityHeadersPlugin(options: Omit<SecurityHeaderOptions, "scriptHashes">): Plugin {
  return {
    name: "chaka-security-headers",
    apply: "build",
    writeBundle: { order: "post", sequential: true, handler: async ({ dir }) => void (await writeSecurityHeaders(dir!, options)) },
  }
}
