import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

export type InitialJavaScript = {
  /** The page's scripts, by path on the storefront's origin (/assets/…js), in the order found. */
  files: string[]
  /** Their sizes as zlib.gzipSync (level 6, as compression middleware and most servers send gzip) makes them. */
  gzipBytes: number
  rawBytes: number
  /** Files the scripts import statically that the page's HTML does not load or preload itself (none expected). */
  notInHtml: string[]
}

/** `name="value"`, `name='value'`, `name=value` and bare `name` attributes of one tag's text. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  const inside = tag.replace(/^<[\w-]+/, "").replace(/\/?>$/, "")
  for (const match of inside.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ""
  }
  return found
}

/** Module specifiers a script imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
const staticImports = (code: string) => [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+)["']/g)].map((m) => m[1])
/** Module specifiers a script imports dynamically (`import("x")` with a literal). */
const dynamicImports = (code: string) => [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1])

/**
 * The scripts a page's HTML makes the browser download before the page can hydrate:
 * `<script src>`, `<link rel="modulepreload">`, what inline module scripts import, and what
 * inline scripts `import()` (the storefront imports its route modules and React Router's entry
 * that way once the page is painted). Paths on the page's own origin, as found.
 */
export function scriptsOfPage(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin
  const urls: string[] = []
  const add = (specifier: string) => {
    const url = new URL(specifier.replace(/&amp;/g, "&"), pageUrl)
    if (url.origin === origin && url.pathname.endsWith(".js") && !urls.includes(url.pathname)) urls.push(url.pathname)
  }
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(/^<script\b[^>]*>/i.exec(match[0])![0])
    if (attrs.src !== undefined) add(attrs.src)
    else if (attrs.type === "module") for (const specifier of [...staticImports(match[1]), ...dynamicImports(match[1])]) add(specifier)
    // A classic inline script's import()s: the storefront starts its route modules and entry
    // this way, after the first paint (storefront/src/app/hydrate-after-paint.server.ts).
    else if (attrs.type === undefined || attrs.type === "text/javascript") for (const specifier of dynamicImports(match[1])) add(specifier)
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0])
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/)
    if (attrs.href && (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script"))) add(attrs.href)
  }
  return urls
}

/**
 * What a browser really downloads before it can hydrate `pageUrl`: the page's HTML as the
 * running storefront renders it, every script it loads (scriptsOfPage), plus anything those
 * import statically that the HTML left out (a missing modulepreload: the browser would fetch
 * it all the same, one round trip later). Each file is read from the build's browser folder
 * (storefront/dist/client), or from the storefront when it is not there (a shop built
 * elsewhere), and gzip-sized. `cookie`: a signed-in page's.
 */
export async function initialJavaScript(pageUrl: string, clientDir: string, cookie?: string): Promise<InitialJavaScript> {
  const response = await fetch(pageUrl, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } })
  const html = await response.text()
  if (!response.ok) throw new Error(`GET ${pageUrl}: ${response.status} ${html.slice(0, 300)}`)
  const inHtml = scriptsOfPage(html, pageUrl)
  if (!inHtml.length) throw new Error(`${pageUrl} loads no script: not the storefront's rendered page?`)

  const bytes = new Map<string, Buffer>()
  const read = async (path: string) => {
    const local = join(clientDir, decodeURIComponent(path))
    if (existsSync(local)) return readFileSync(local)
    const asset = await fetch(new URL(path, pageUrl))
    if (!asset.ok) throw new Error(`GET ${path} (a script of ${pageUrl}): ${asset.status}`)
    return Buffer.from(await asset.arrayBuffer())
  }
  const files = [...inHtml]
  for (let i = 0; i < files.length; i++) {
    const body = await read(files[i])
    bytes.set(files[i], body)
    for (const specifier of staticImports(body.toString("utf8"))) {
      const url = new URL(specifier, new URL(files[i], pageUrl))
      if (url.origin === new URL(pageUrl).origin && url.pathname.endsWith(".js") && !files.includes(url.pathname)) files.push(url.pathname)
    }
  }
  let gzipBytes = 0
  let rawBytes = 0
  for (const body of bytes.values()) {
    gzipBytes += gzipSync(body).length
    rawBytes += body.length
  }
  return { files, gzipBytes, rawBytes, notInHtml: files.filter((file) => !inHtml.includes(file)) }
}

/**
 * The bytes of the fonts a page's HTML preloads (`<link rel="preload" as="font">`: a Bangla
 * page's Bengali face), as sent (woff2 is compressed already), read from the build's browser
 * folder or the storefront.
 */
export async function preloadedFontBytes(pageUrl: string, clientDir: string, cookie?: string): Promise<number> {
  const html = await (await fetch(pageUrl, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } })).text()
  let total = 0
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0])
    if ((attrs.rel ?? "").toLowerCase() !== "preload" || attrs.as !== "font" || !attrs.href) continue
    const path = new URL(attrs.href, pageUrl).pathname
    const local = join(clientDir, decodeURIComponent(path))
    total += existsSync(local) ? readFileSync(local).length : (await (await fetch(new URL(path, pageUrl))).arrayBuffer()).byteLength
  }
  return total
}
