// @vitest-environment node
import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { data } from "react-router"
import { afterEach, describe, expect, it } from "vitest"
import { PageStore } from "./page-store"
import { read, testBuild } from "./shop-build.testing"
import { SHARED_CACHE_CONTROL, visitorPages } from "./visitor-pages"

const POLICY = "default-src 'self'; script-src 'self' 'nonce-perrequest'; object-src 'none'"

/**
 * A storefront server: the page cache in front of `next` (what Express would render for that
 * request alone), on a real port. Its shop has a shared home, news and shop page (the shop page
 * reads `?page`), and a customer's account page that is never shared.
 */
async function shop(options: { freshMs?: number; active?: boolean; publicOrigin?: string } = {}) {
  const renders: string[] = []
  let version = 1
  /** What the backend answers for the product page: the product, none (404), or an error. */
  const backend = { product: "sold" as "sold" | "gone" | "down", slow: Promise.resolve() }
  /** Holds the slow page's renders until the returned function is called. */
  const hold = () => {
    let release!: () => void
    backend.slow = new Promise<void>((resolve) => (release = resolve))
    return () => release()
  }
  const build = testBuild({
    home: {
      index: true,
      pageCache: { params: [] },
      loader: ({ request }) => (renders.push(new URL(request.url).pathname), read("catalogue"), `home v${version}`),
    },
    news: { path: "news", pageCache: { params: [] }, loader: ({ request }) => (renders.push(new URL(request.url).pathname), read("news"), `news v${version}`) },
    shop: {
      path: "shop",
      pageCache: { params: ["page", "brand"] },
      loader: ({ request }) => {
        const url = new URL(request.url)
        renders.push(`${url.pathname}${url.search}`)
        read("catalogue")
        return `shop ${url.search} v${version}`
      },
    },
    slow: {
      path: "slow",
      pageCache: { params: [] },
      loader: async () => {
        renders.push("/slow")
        await backend.slow
        read("catalogue")
        return `slow v${version}`
      },
    },
    product: {
      path: "products/:id",
      pageCache: { params: [] },
      loader: ({ params }) => {
        renders.push(`/products/${params.id}`)
        if (backend.product === "down") read(null, 503)
        else read(`prod_${params.id}`)
        if (backend.product === "gone") throw data("This product is not sold here", { status: 404 })
        return `product ${params.id} v${version}`
      },
    },
    account: { path: "my-account", loader: () => "account" },
  })
  const store = new PageStore({ maxBytes: 8 * 1024 * 1024, freshMs: options.freshMs ?? 60_000 })
  store.setActive(options.active ?? true)
  const next: RequestListener = (req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store", "x-rendered-by": "express" })
    res.end(`for this request alone: ${req.method} ${req.url}`)
  }
  const listener = visitorPages(next, {
    build,
    store,
    publicOrigin: options.publicOrigin,
    dashboardUrl: "http://admin.test",
    securityHeaders: { "content-security-policy": POLICY, "x-content-type-options": "nosniff" },
    trustsProxy: () => false,
  })
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { redirect: "manual", ...init })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  /** A request through node's http client: it sends any Host and leaves the body as it came. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on("error", reject)
      req.end()
    })
  return { get, raw, renders, store, backend, hold, bump: () => version++ }
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

describe("which requests are served from the page cache", () => {
  it("serves a visitor's GET of a shared page from the store once rendered, with the shared cache headers", async () => {
    const { get, renders } = await shop()
    const first = await get("/news")
    const second = await get("/news")
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"])
    expect(second.body).toBe(first.body)
    expect(second.body).toContain("<main>news v1</main>")
    expect(renders).toEqual(["/news"])
    expect(second.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL)
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie")
    expect(second.headers.get("cache-tag")).toBe("news")
    expect(second.headers.get("surrogate-key")).toBe("news")
    expect(second.headers.get("x-content-type-options")).toBe("nosniff")
    // A kept page cannot carry a secret nonce: its scripts are named by hash instead.
    const policy = second.headers.get("content-security-policy")
    expect(policy).toMatch(/^default-src 'self';\s*script-src 'self' 'sha256-[^']+'; object-src 'none'$/)
    expect(policy).not.toContain("nonce")
  })

  it("answers HEAD from the same kept page, without a body", async () => {
    const { get } = await shop()
    const page = await get("/news")
    const head = await get("/news", { method: "HEAD" })
    expect(head.headers.get("x-cache")).toBe("HIT")
    expect(head.headers.get("etag")).toBe(page.headers.get("etag"))
    expect(head.headers.get("content-length")).toBe(page.headers.get("content-length"))
    expect(head.body).toBe("")
  })

  it.each(["POST", "PUT", "DELETE"])("sends a %s on to be handled for that request alone", async (method) => {
    const { get, renders } = await shop()
    const answer = await get("/news", { method })
    expect(answer.body).toBe(`for this request alone: ${method} /news`)
    expect(answer.headers.get("x-cache")).toBeNull()
    expect(renders).toEqual([])
  })

  it("never serves a signed-in customer a kept page, and never keeps theirs", async () => {
    const { get, renders } = await shop()
    await get("/news")
    const signedIn = await get("/news", { headers: { cookie: "chaka_lang=en; chaka.sid=s%3Asecret" } })
    expect(signedIn.body).toBe("for this request alone: GET /news")
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store")
    expect(signedIn.headers.get("x-cache")).toBeNull()
    // Their page was rendered for them by Express: the kept one is unchanged, and rendered once.
    expect((await get("/news")).headers.get("x-cache")).toBe("HIT")
    expect(renders).toEqual(["/news"])
  })

  it("serves a visitor with other cookies (a language choice, a dashboard's session) from the store", async () => {
    const { get } = await shop()
    await get("/news")
    expect((await get("/news", { headers: { cookie: "chaka_lang=en; connect.sid=dashboard" } })).headers.get("x-cache")).toBe("HIT")
  })

  it("sends a page that is not shared with visitors (an account page) on, every time", async () => {
    const { get, renders } = await shop()
    expect((await get("/my-account")).body).toBe("for this request alone: GET /my-account")
    expect((await get("/unknown")).body).toBe("for this request alone: GET /unknown")
    // React Router's own requests are not pages either.
    expect((await get("/news.data")).body).toBe("for this request alone: GET /news.data")
    expect(renders).toEqual([])
  })

  it("keeps a page under the parameters it reads only: tracking junk, made-up ones and their order share one entry", async () => {
    const { get, renders } = await shop()
    const first = await get("/shop?utm_source=fb&page=2&brand=Hike&fbclid=abc")
    const again = await get("/shop?brand=Hike&gclid=x&page=2&<script>=1")
    expect(first.body).toContain("<main>shop ?brand=Hike&page=2 v1</main>")
    expect(again.headers.get("x-cache")).toBe("HIT")
    // The page was rendered from exactly the kept address: nothing else in the URL reached it.
    expect(renders).toEqual(["/shop?brand=Hike&page=2"])
    expect((await get("/shop")).headers.get("x-cache")).toBe("MISS")
  })

  it("sends a request with a malformed path or host on, unkept", async () => {
    const { raw, renders } = await shop()
    expect((await raw("/news", { host: "evil.test/<x>" })).body.toString()).toBe("for this request alone: GET /news")
    expect((await raw("//evil.test/news", { host: "shop.test" })).body.toString()).toBe("for this request alone: GET //evil.test/news")
    expect(renders).toEqual([])
  })

  it("keeps pages per host when the shop's public origin is not set, and under one origin when it is", async () => {
    const perHost = await shop()
    await perHost.raw("/news", { host: "a.shop.test" })
    expect((await perHost.raw("/news", { host: "b.shop.test" })).headers["x-cache"]).toBe("MISS")
    expect((await perHost.raw("/news", { host: "A.shop.test" })).headers["x-cache"]).toBe("HIT")
    const oneOrigin = await shop({ publicOrigin: "https://shop.test" })
    await oneOrigin.raw("/news", { host: "a.shop.test" })
    expect((await oneOrigin.raw("/news", { host: "b.shop.test" })).headers["x-cache"]).toBe("HIT")
  })

  it("renders every request while the backend's changes are not heard, keeping nothing", async () => {
    const { get, renders } = await shop({ active: false })
    expect((await get("/news")).headers.get("x-cache")).toBe("BYPASS")
    expect((await get("/news")).headers.get("x-cache")).toBe("BYPASS")
    expect(renders).toEqual(["/news", "/news"])
  })
})

describe("revalidating a kept page", () => {
  it("answers 304 with no body to a browser that has the page (weak or strong validator, or *)", async () => {
    const { get } = await shop()
    const page = await get("/news")
    const etag = page.headers.get("etag")!
    for (const validator of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const answer = await get("/news", { headers: { "if-none-match": validator } })
      expect(answer.status).toBe(304)
      expect(answer.body).toBe("")
      expect(answer.headers.get("etag")).toBe(etag)
    }
    expect((await get("/news", { headers: { "if-none-match": '"stale"' } })).status).toBe(200)
  })

  it("sends brotli or gzip as the browser accepts, and the page itself to one that accepts neither", async () => {
    const { raw } = await shop()
    const plain = await raw("/news", { "accept-encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toContain("<main>news v1</main>")
    const brotli = await raw("/news", { "accept-encoding": "gzip, br" })
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const gzip = await raw("/news", { "accept-encoding": "br;q=0, gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length)
  })

  it("renders a page once for many visitors asking at the same moment", async () => {
    const { get, renders, hold } = await shop()
    const release = hold()
    const asked = Array.from({ length: 20 }, () => get("/slow"))
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    const answers = await Promise.all(asked)
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(answers.every((answer) => answer.status === 200 && answer.headers.get("x-cache") === "MISS")).toBe(true)
    expect(renders).toEqual(["/slow"])
  })

  it("serves a page past its freshness while one render replaces it, then the new one", async () => {
    const { get, renders, hold, bump } = await shop({ freshMs: 1_000 })
    await get("/slow")
    bump()
    // Fresh for 0.9 to 1.1 s (pages kept together are not all rendered again together).
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const release = hold()
    const during = await Promise.all(Array.from({ length: 10 }, () => get("/slow")))
    expect(during.map((answer) => answer.headers.get("x-cache"))).toEqual(Array(10).fill("STALE"))
    expect(during.every((answer) => answer.body.includes("slow v1"))).toBe(true)
    release()
    let after = await get("/slow")
    for (let tries = 0; !after.body.includes("slow v2") && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      after = await get("/slow")
    }
    expect(after.body).toContain("slow v2")
    expect(after.headers.get("x-cache")).toBe("HIT")
    expect(renders).toEqual(["/slow", "/slow"])
  })

  it("renders a page again after the backend says something it shows changed, and only that page", async () => {
    const { get, renders, store, bump } = await shop()
    await get("/news")
    await get("/")
    bump()
    store.forget(["news"])
    expect((await get("/news")).body).toContain("news v2")
    expect((await get("/")).body).toContain("home v1")
    expect(renders).toEqual(["/news", "/", "/news"])
  })
})

describe("answers that are not kept", () => {
  it("sends a 404 to each visitor as rendered, asked for again each time, and forgets the page it replaces", async () => {
    const { get, renders, backend, store } = await shop()
    expect((await get("/products/1")).headers.get("x-cache")).toBe("MISS")
    backend.product = "gone"
    store.forget(["prod_1"])
    const missing = await get("/products/1")
    expect(missing.status).toBe(404)
    expect(missing.headers.get("cache-control")).toBe("no-cache")
    expect(missing.headers.get("etag")).toBeNull()
    expect(missing.headers.get("cache-tag")).toBeNull()
    expect((await get("/products/1")).status).toBe(404)
    expect(renders).toEqual(["/products/1", "/products/1", "/products/1"])
  })

  it("serves the last good page while the backend fails, and never lets anyone keep the error state", async () => {
    const { get, backend, store } = await shop()
    await get("/products/2")
    backend.product = "down"
    store.forget(["prod_2"])
    const meanwhile = await get("/products/2")
    expect(meanwhile.status).toBe(200)
    expect(meanwhile.body).toContain("product 2 v1")
    expect(meanwhile.headers.get("x-cache")).toBe("STALE")
    const never = await get("/products/3")
    expect(never.headers.get("cache-control")).toBe("no-store")
    expect(never.headers.get("x-cache")).toBe("MISS")
    backend.product = "sold"
    expect((await get("/products/3")).headers.get("x-cache")).toBe("MISS")
    expect((await get("/products/3")).headers.get("x-cache")).toBe("HIT")
  })
})
