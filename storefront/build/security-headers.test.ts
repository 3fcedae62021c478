// @vitest-environment node
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { safePath, storefrontHandler } from "../../scripts/lib/static-server"
import { precompress } from "./precompress"
import {
  inlineScriptHashes,
  NGINX_SNIPPET_PATH,
  nginxHeaderLines,
  parseImageOrigins,
  parseNginxHeaderLines,
  SECURITY_HEADERS_NGINX,
  securityHeaders,
  writeSecurityHeaders,
} from "./security-headers"

const STOREFRONT = join(__dirname, "..")
const BOOT = `if (location.pathname === "/") document.head.append(Object.assign(document.createElement("link"), { rel: "preload" }))`
const PAGE = `<!doctype html><html><head><script>${BOOT}</script><script type="module" crossorigin src="/assets/index-abc.js"></script><script>
  console.log("two")
</script></head><body><div id="root">${"<p>Chaka</p>".repeat(200)}</div></body></html>`

const cspDirectives = (csp: string) => Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]))

describe("the storefront's security headers", () => {
  const headers = securityHeaders({
    backendUrl: "https://api.chaka.example/",
    imageOrigins: parseImageOrigins("https://files.chaka.example/chaka, http://localhost:9010/chaka"),
    scriptHashes: inlineScriptHashes(PAGE),
  })
  const csp = cspDirectives(headers["Content-Security-Policy"])

  it("forbid framing, sniffing and full referrers", () => {
    expect(headers).toMatchObject({ "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" })
    expect(csp["frame-ancestors"]).toEqual(["'none'"])
    expect(csp["object-src"]).toEqual(["'none'"])
    expect(csp["font-src"]).toEqual(["'self'", "data:"])
    expect(csp["base-uri"]).toEqual(["'self'"])
  })

  it("allow only the app's scripts and the inline scripts of this build, by hash", () => {
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
    expect(inlineScriptHashes(PAGE)).toEqual([hash(BOOT), hash('\n  console.log("two")\n')])
    expect(csp["script-src"]).toEqual(["'self'", ...inlineScriptHashes(PAGE)])
    expect(headers["Content-Security-Policy"]).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/)
  })

  it("let the SPA call the backend and show pictures from it, the S3 file URL and previews; no outside avatar host", () => {
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.chaka.example"])
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https://api.chaka.example", "https://files.chaka.example", "http://localhost:9010"])
    expect(() => parseImageOrigins("javascript:alert(1)")).toThrow()
  })
})

describe("nginx (the Docker image) sends the same headers as the Node server", () => {
  let dist: string
  let server: http.Server
  let port: number
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "chaka-headers-"))
    mkdirSync(join(dist, "assets"))
    writeFileSync(join(dist, "index.html"), PAGE)
    writeFileSync(join(dist, "assets", "index-abc.js"), `console.log(${JSON.stringify("x".repeat(4000))})`)
    mkdirSync(join(dist, "..", `${dist.split("/").pop()}-x`), { recursive: true })
    writeFileSync(join(dist, "..", `${dist.split("/").pop()}-x`, "secret.txt"), "outside")
    await writeSecurityHeaders(dist, { backendUrl: "http://localhost:9000", imageOrigins: [] })
    await precompress(dist)
    server = http.createServer(await storefrontHandler(dist))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dist, { recursive: true, force: true })
    rmSync(`${dist}-x`, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on("data", (chunk) => chunks.push(chunk))
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on("error", reject)
    })

  it("nginx.conf includes the build's header snippet in every location (a location's add_header hides the server's)", () => {
    const conf = readFileSync(join(STOREFRONT, "nginx.conf"), "utf8").replace(/#.*$/gm, "")
    const locations = [...conf.matchAll(/location\s+[^{]+\{([^}]*)\}/g)].map(([, body]) => body)
    expect(locations.length).toBeGreaterThanOrEqual(3)
    for (const body of locations) expect(body).toContain(`include ${NGINX_SNIPPET_PATH};`)
    // No header of the snippet is also set (differently) by hand.
    for (const name of Object.keys(securityHeaders({ backendUrl: "http://x", scriptHashes: [] }))) expect(conf).not.toMatch(new RegExp(`add_header\\s+${name}\\b`, "i"))
    const dockerfile = readFileSync(join(STOREFRONT, "Dockerfile"), "utf8")
    expect(dockerfile).toContain(`COPY --from=build /app/storefront/dist/${SECURITY_HEADERS_NGINX} ${NGINX_SNIPPET_PATH}`)
  })

  it("the snippet nginx includes carries exactly the values the Node server sends", async () => {
    const snippet = parseNginxHeaderLines(readFileSync(join(dist, SECURITY_HEADERS_NGINX), "utf8"))
    const answer = await get("/")
    expect(answer.status).toBe(200)
    expect(Object.keys(snippet)).toHaveLength(4)
    for (const [name, value] of Object.entries(snippet)) expect({ name, value: answer.headers[name.toLowerCase()] }).toEqual({ name, value })
    expect(nginxHeaderLines(snippet)).toContain('add_header X-Frame-Options "DENY" always;')
  })

  it("the Node server answers malformed or escaping paths 400 and never serves outside its folder", async () => {
    const sibling = `/..%2F${dist.split("/").pop()}-x/secret.txt`
    for (const path of ["/%E0%A4%A", sibling, "/..%2f..%2fpackage.json", "/%2e%2e/secret.txt", "/a%00b", "/a%5C..%5Cb"]) {
      const answer = await get(path)
      expect({ path, status: answer.status }).toEqual({ path, status: 400 })
      expect(answer.body.toString()).not.toContain("outside")
      expect(answer.headers["x-frame-options"]).toBe("DENY")
    }
    expect(safePath("/shop/Road%20Bikes?x=%E0")).toBe("/shop/Road Bikes")
    expect(safePath("/category/A%2FB")).toBe("/category/A/B")
  })

  it("serves client routes as the SPA (no-cache), hashed assets for a year, a missing asset as 404, compressed when accepted", async () => {
    const route = await get("/products/some.handle", { "accept-encoding": "br, gzip" })
    expect(route.status).toBe(200)
    expect(route.headers["cache-control"]).toBe("no-cache")
    expect(route.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(route.body).toString()).toBe(PAGE)

    const asset = await get("/assets/index-abc.js", { "accept-encoding": "gzip" })
    expect(asset.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/)
    expect(asset.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(asset.body).toString()).toContain("xxxx")
    expect((await get("/assets/index-abc.js")).headers["content-encoding"]).toBeUndefined()

    expect((await get("/assets/missing.js")).status).toBe(404)
    // The build's own files (dot folders) are not served: the SPA answers.
    expect((await get("/.chaka/security-headers.json")).body.toString()).toBe(PAGE)
  })
})
