import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CACHE_TAGS, cacheTags, forgets, type CacheTagOptions } from "@chaka/kit"
import { urlProblem } from "../../http/input-check"
import { withCatalogueCache } from "../edge"
import { shopEdge } from "../install"
import { ResponseCache } from "../response-cache"

/** The stand-in routes' declarations, as the shop's middlewares make them (@chaka/kit cacheTags). */
const DECLARED: [RegExp, string[], CacheTagOptions][] = [
  // The stand-in product: its id is not Medusa's `prod_…`, so its declaration names it.
  [/^\/store\/products\/p1$/, ["p1"], {}],
  [/^\/store\/products\/[^/]+$/, [], { products: true }],
  [/^\/store\/(catalogue\/.*|products)$/, [CACHE_TAGS.catalogue], {}],
  [/^\/store\/reviews$/, [CACHE_TAGS.reviews], {}],
  [/^\/store\/news$/, [CACHE_TAGS.news], {}],
  [/^\/shop\/products$/, [CACHE_TAGS.catalogue], {}],
]
/** What the stand-in writes declare they forget; an admin's product edit declares nothing (everything). */
const DECLARED_WRITES: [RegExp, ReturnType<typeof forgets>][] = [
  [/^\/store\/carts\/cart_1(\/line-items)?$/, forgets([])],
  [/^\/store\/carts\/cart_1\/complete$/, forgets([], { bought: true })],
  [/^\/store\/reviews$/, forgets([CACHE_TAGS.reviews], { unlessUnchanged: true })],
]

/**
 * A stand-in for Medusa behind the cache: a product whose title admins change, answered the
 * way Express answers (setHeader + end). It counts the requests that reached it.
 */
function fakeMedusa() {
  const state = { title: "Hike Trail", reached: 0, readDelayMs: 0, writeDelayMs: 0 }
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.statusCode = status
    res.setHeader("Content-Type", "application/json; charset=utf-8")
    res.setHeader("Access-Control-Allow-Origin", "http://shop.test")
    res.setHeader("X-Request-Id", String(state.reached))
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.end(JSON.stringify(body))
  }
  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    state.reached++
    const url = req.url ?? "/"
    const declared = req.method === "GET" ? DECLARED.find(([pattern]) => pattern.test(url.split("?")[0])) : undefined
    if (declared) cacheTags(declared[1], declared[2])(req as MedusaRequest, res as MedusaResponse, () => undefined)
    const write = req.method === "POST" ? DECLARED_WRITES.find(([pattern]) => pattern.test(url)) : undefined
    if (write) write[1](req as MedusaRequest, res as MedusaResponse, () => undefined)
    if (urlProblem(url)) {
      // As Medusa's input guard answers a malformed address (api/utils/input-guard.ts).
      json(res, 400, { message: urlProblem(url) })
    } else if (req.method === "OPTIONS") {
      // As Medusa's CORS middleware (the cors package) answers: the allowed origin only, the
      // asked-for headers reflected.
      if (req.headers.origin === "http://shop.test") res.setHeader("Access-Control-Allow-Origin", "http://shop.test")
      res.setHeader("Vary", "Origin, Access-Control-Request-Headers")
      res.setHeader("Access-Control-Allow-Methods", "GET,HEAD,PUT,PATCH,POST,DELETE")
      res.setHeader("Access-Control-Allow-Headers", String(req.headers["access-control-request-headers"] ?? ""))
      res.statusCode = 204
      res.end()
    } else if (req.method === "GET" && url.startsWith("/store/products/p1")) {
      const title = state.title // read when the request arrives, sent later: a slow query
      setTimeout(() => json(res, 200, { product: { id: "p1", title } }), state.readDelayMs)
    } else if (req.method === "GET" && url.startsWith("/store/catalogue/big")) {
      json(res, 200, { products: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, title: `${state.title} ${i}` })) })
    } else if (req.method === "GET" && /^\/store\/products\/prod_[AB]$/.test(url)) {
      json(res, 200, { product: { id: url.slice("/store/products/".length), title: state.title } })
    } else if (req.method === "GET" && url === "/store/reviews") {
      json(res, 200, { reviews: [{ id: "rev_1", customer: { first_name: state.title } }] })
    } else if (req.method === "POST" && url === "/store/reviews") {
      req.resume()
      if (req.headers.authorization) json(res, 200, { review: { id: "rev_2" } })
      else json(res, 401, { message: "Please sign in to continue" })
    } else if (req.method === "POST" && url === "/store/carts/cart_1/complete") {
      req.resume()
      json(res, 200, { type: "order", order: { id: "order_1", items: [{ id: "ordli_1", product_id: "prod_A", quantity: 1 }] } })
    } else if (req.method === "GET" && url === "/store/products/missing") {
      json(res, 404, { message: "Product was not found" })
    } else if (req.method === "GET" && url === "/store/news") {
      json(res, 200, { news: [] }, { "Set-Cookie": "connect.sid=abc" })
    } else if (req.method === "GET" && url.startsWith("/static/")) {
      // A picture file, streamed: headers and a first part now, the rest a moment later.
      res.writeHead(200, { "Content-Type": "image/jpeg" })
      res.write(Buffer.alloc(1000))
      setTimeout(() => res.end(Buffer.alloc(1000)), state.readDelayMs)
    } else if (req.method === "GET") {
      json(res, 200, { path: url, key: req.headers["x-publishable-api-key"] ?? null, title: state.title })
    } else if (req.method === "POST" && url === "/admin/products/p1") {
      let body = ""
      req.on("data", (chunk) => (body += chunk))
      req.on("end", () => {
        setTimeout(() => {
          state.title = JSON.parse(body).title // committed, then the response goes out
          json(res, 200, { product: { id: "p1", title: state.title } })
        }, state.writeDelayMs)
      })
    } else {
      req.resume()
      json(res, 200, { ok: true })
    }
  }
  return { state, listener }
}

describe("catalogue cache in front of the server", () => {
  let server: http.Server
  let base: string
  let medusa: ReturnType<typeof fakeMedusa>
  let cache: ResponseCache

  const start = async (maxBytes = 1024 * 1024, maxAgeMs?: number) => {
    medusa = fakeMedusa()
    cache = new ResponseCache(maxBytes, maxAgeMs)
    server = http.createServer(withCatalogueCache(medusa.listener, cache))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })
  const title = async (path = "/store/products/p1") => ((await (await get(path)).json()) as { product: { title: string } }).product.title
  const rename = (value: string) => fetch(`${base}/admin/products/p1`, { method: "POST", body: JSON.stringify({ title: value }) })

  it("answers a repeated public read itself, with the same body, a validator and 304 for a browser that has it", async () => {
    await start()
    const first = await get("/store/products/p1", { origin: "http://shop.test" })
    const second = await get("/store/products/p1", { origin: "http://shop.test" })
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"])
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get("access-control-allow-origin")).toBe("http://shop.test")
    expect(second.headers.get("cache-control")).toBe("public, no-cache")
    expect(second.headers.get("x-request-id")).toBeNull()
    expect(medusa.state.reached).toBe(1)

    const etag = second.headers.get("etag")!
    const revalidated = await get("/store/products/p1", { origin: "http://shop.test", "if-none-match": etag })
    expect(revalidated.status).toBe(304)
    expect(medusa.state.reached).toBe(1)
  })

  it("lets fifty visitors arriving at once share one trip to Medusa", async () => {
    await start()
    medusa.state.readDelayMs = 50
    const titles = await Promise.all(Array.from({ length: 50 }, () => title()))
    expect(new Set(titles)).toEqual(new Set(["Hike Trail"]))
    expect(medusa.state.reached).toBe(1)
  })

  it("shows an admin's edit on the very next read", async () => {
    await start()
    expect(await title()).toBe("Hike Trail")
    expect((await rename("Hike Trail Pro")).status).toBe(200)
    expect(await title()).toBe("Hike Trail Pro")
    expect(medusa.state.reached).toBe(3)
  })

  it("does not keep an answer read before an edit that committed while it was on its way", async () => {
    await start()
    medusa.state.readDelayMs = 150
    const slowRead = title() // reads the old title, answers after the edit below
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect((await rename("Hike Trail Pro")).status).toBe(200)
    expect(await slowRead).toBe("Hike Trail")
    medusa.state.readDelayMs = 0
    expect(await title()).toBe("Hike Trail Pro")
  })

  it("sends signed-in requests (or any with a cookie) and private routes to Medusa every time", async () => {
    await start()
    const bypassing: Record<string, string>[] = [{ authorization: "Bearer x" }, { cookie: "connect.sid=1" }]
    for (const headers of bypassing) {
      await get("/store/products/p1", headers)
      expect((await get("/store/products/p1", headers)).headers.get("x-cache")).toBeNull()
    }
    await get("/store/customers/me")
    await get("/store/customers/me")
    await get("/store/carts/cart_1")
    expect(medusa.state.reached).toBe(7)
  })

  it("never answers a malformed address from the cache: Medusa refuses it (400), and a refusal is never stored", async () => {
    await start()
    await get("/store/products/p1")
    await get("/store/catalogue/products?q=a")
    const paths = [
      "/store/catalogue/products?q=%00",
      "/store/products/%00",
      "/store/products/%E0%A4%A",
      "/store/catalogue/products?q=a%00b",
      "/store/products/p%31",
    ]
    for (const path of paths) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path)
        expect([path, answer.status, answer.headers.get("x-cache")]).toEqual([path, 400, "MISS"])
      }
    }
    // The key is the address as sent: an escaped spelling of a stored address is not its entry.
    expect(medusa.state.reached).toBe(2 + paths.length * 2)
    expect(cache.size.entries).toBe(2)
  })

  it("keeps only answers their route declared cacheable (tagged), and then sends the undeclared route straight to Medusa", async () => {
    await start()
    const undeclared = [await get("/store/regions"), await get("/store/regions"), await get("/store/regions?limit=1")]
    expect(undeclared.map((answer) => [answer.status, answer.headers.get("x-cache"), answer.headers.get("cache-tag")])).toEqual([
      [200, "MISS", null],
      [200, null, null],
      [200, null, null],
    ])
    const declared = [await get("/store/catalogue/x"), await get("/store/catalogue/x")]
    expect(declared.map((answer) => [answer.headers.get("x-cache"), answer.headers.get("cache-tag")])).toEqual([
      ["MISS", "catalogue"],
      ["HIT", "catalogue"],
    ])
    expect(medusa.state.reached).toBe(4)
    expect(cache.size.entries).toBe(1)
  })

  it("does not hold a picture: two visitors asking for it at once are both answered as it streams, and it is not copied", async () => {
    await start()
    medusa.state.readDelayMs = 400
    const started = Date.now()
    // fetch resolves when the headers arrive, before the body.
    const answers = await Promise.all([get("/static/wheel.jpg"), get("/static/wheel.jpg")])
    expect(Date.now() - started).toBeLessThan(medusa.state.readDelayMs)
    expect((await Promise.all(answers.map((answer) => answer.arrayBuffer()))).map((body) => body.byteLength)).toEqual([2000, 2000])
    expect(medusa.state.reached).toBe(2)
    expect((await get("/static/wheel.jpg")).headers.get("x-cache")).toBeNull()
    expect(cache.size.entries).toBe(0)
  })

  it("stores only successful JSON answers without cookies", async () => {
    await start()
    await get("/store/products/missing")
    await get("/store/products/missing")
    await get("/store/news")
    await get("/store/news")
    expect(medusa.state.reached).toBe(4)
  })

  it("forgets what a write changed when its answer goes out, even if its client left before", async () => {
    await start()
    await title()
    medusa.state.writeDelayMs = 200
    const aborted = new AbortController()
    const write = fetch(`${base}/admin/products/p1`, { method: "POST", body: JSON.stringify({ title: "Hike Trail Pro" }), signal: aborted.signal })
    await new Promise((resolve) => setTimeout(resolve, 50))
    aborted.abort()
    await write.catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 250))
    const read = await get("/store/products/p1")
    expect([read.headers.get("x-cache"), ((await read.json()) as { product: { title: string } }).product.title]).toEqual(["MISS", "Hike Trail Pro"])
  })

  it("keeps the catalogue while shoppers fill carts; an order forgets only the products it bought", async () => {
    await start()
    await title()
    await get("/store/products/prod_A")
    await get("/store/products/prod_B")
    await fetch(`${base}/store/carts/cart_1/line-items`, { method: "POST", body: "{}" })
    await fetch(`${base}/store/carts/cart_1`, { method: "POST", body: "{}" })
    expect((await get("/store/products/prod_A")).headers.get("x-cache")).toBe("HIT")
    await fetch(`${base}/store/carts/cart_1/complete`, { method: "POST", body: "{}" })
    const cached = async (path: string) => (await get(path)).headers.get("x-cache")
    expect([await cached("/store/products/prod_A"), await cached("/store/products/prod_B"), await cached("/store/products/p1")]).toEqual(["MISS", "HIT", "HIT"])
  })

  it("forgets nothing for a refused write, however many: a stranger's junk cannot empty the cache", async () => {
    await start()
    await get("/store/products/prod_A")
    await get("/store/reviews")
    const refused = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/store/reviews`, { method: "POST", body: "{}" })))
    expect(new Set(refused.map((response) => response.status))).toEqual(new Set([401]))
    expect((await get("/store/products/prod_A")).headers.get("x-cache")).toBe("HIT")
    expect((await get("/store/reviews")).headers.get("x-cache")).toBe("HIT")
    expect(medusa.state.reached).toBe(22)
  })

  it("a review forgets the reviews, and keeps the product pages", async () => {
    await start()
    await get("/store/products/prod_A")
    await get("/store/reviews")
    expect((await fetch(`${base}/store/reviews`, { method: "POST", body: "{}", headers: { authorization: "Bearer t" } })).status).toBe(200)
    expect((await get("/store/reviews")).headers.get("x-cache")).toBe("MISS")
    expect((await get("/store/products/prod_A")).headers.get("x-cache")).toBe("HIT")
  })

  it("labels each answer with its tags for a CDN (Cache-Tag, Surrogate-Key), from Medusa and from memory", async () => {
    await start()
    const miss = await get("/store/products/prod_B")
    const hit = await get("/store/products/prod_B")
    for (const response of [miss, hit]) {
      expect(response.headers.get("cache-tag")).toBe("prod_B")
      expect(response.headers.get("surrogate-key")).toBe("prod_B")
    }
    expect((await get("/store/reviews")).headers.get("cache-tag")).toBe("reviews")
    expect((await get("/store/catalogue/big")).headers.get("cache-tag")).toBe("catalogue")
  })

  it("keeps separate answers per publishable key and Origin", async () => {
    await start()
    await get("/store/products/p1", { "x-publishable-api-key": "pk_a" })
    await get("/store/products/p1", { "x-publishable-api-key": "pk_b" })
    await get("/store/products/p1", { "x-publishable-api-key": "pk_a", origin: "http://other.test" })
    expect(medusa.state.reached).toBe(3)
  })

  it("sends large answers gzip-compressed to clients that accept it", async () => {
    await start()
    const plain = await (await get("/store/catalogue/big")).text()
    const compressed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/store/catalogue/big`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }))
        })
        .on("error", reject)
    })
    expect(compressed.encoding).toBe("gzip")
    expect(compressed.body.length).toBeLessThan(plain.length / 3)
    expect(gunzipSync(compressed.body).toString()).toBe(plain)
  })

  it("drops the least recently used answers when its memory is full", async () => {
    await start(2000) // room for two of these answers: ~60-byte bodies, ~1 KB each with key, headers and bookkeeping
    await get("/store/catalogue/a")
    await get("/store/catalogue/b")
    await get("/store/catalogue/a") // a is now the most recently used
    await get("/store/catalogue/c")
    expect((await get("/store/catalogue/a")).headers.get("x-cache")).toBe("HIT")
    expect((await get("/store/catalogue/b")).headers.get("x-cache")).toBe("MISS")
  })

  it("asks Medusa again once an answer is older than its maximum age", async () => {
    await start(1024 * 1024, 100)
    await title()
    expect((await get("/store/products/p1")).headers.get("x-cache")).toBe("HIT")
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await get("/store/products/p1")).headers.get("x-cache")).toBe("MISS")
  })

  const preflight = (path: string, origin: string, headers = "accept,x-publishable-api-key") =>
    fetch(base + path, { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": headers } })

  it("answers a browser's repeated CORS preflight itself, lets browsers keep it two hours, and keeps it through writes", async () => {
    await start()
    const first = await preflight("/store/catalogue/products?limit=24", "http://shop.test")
    const second = await preflight("/store/catalogue/products?limit=8&q=trail", "http://shop.test")
    await rename("Hike Trail Pro")
    const third = await preflight("/store/catalogue/products", "http://shop.test")
    expect([first, second, third].map((answer) => [answer.status, answer.headers.get("x-cache")])).toEqual([
      [204, "MISS"],
      [204, "HIT"],
      [204, "HIT"],
    ])
    for (const answer of [first, second, third]) {
      expect(answer.headers.get("access-control-allow-origin")).toBe("http://shop.test")
      expect(answer.headers.get("access-control-allow-headers")).toBe("accept,x-publishable-api-key")
      expect(answer.headers.get("access-control-max-age")).toBe("7200")
    }
    expect(medusa.state.reached).toBe(2) // the first preflight and the write
  })

  it("keeps preflights apart by path, Origin and the headers asked for", async () => {
    await start()
    await preflight("/store/catalogue/products", "http://shop.test")
    const stranger = await preflight("/store/catalogue/products", "http://evil.test")
    const withToken = await preflight("/store/catalogue/products", "http://shop.test", "authorization,x-publishable-api-key")
    const otherPath = await preflight("/store/carts/cart_1/line-items", "http://shop.test")
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull()
    expect(withToken.headers.get("access-control-allow-headers")).toBe("authorization,x-publishable-api-key")
    expect([stranger, withToken, otherPath].map((answer) => answer.headers.get("x-cache"))).toEqual(["MISS", "MISS", "MISS"])
    expect((await preflight("/store/catalogue/products", "http://evil.test")).headers.get("access-control-allow-origin")).toBeNull()
    expect(medusa.state.reached).toBe(4)
  })

  it("takes a store read's publishable key from its address, as Medusa's header, sharing the header-sent answer", async () => {
    await start()
    const inAddress = await get("/store/catalogue/products?limit=24&publishable_key=pk_a&brand=Hike%7CPhoenix")
    expect(await inAddress.json()).toMatchObject({ path: "/store/catalogue/products?limit=24&brand=Hike%7CPhoenix", key: "pk_a" })
    const inHeader = await get("/store/catalogue/products?limit=24&brand=Hike%7CPhoenix", { "x-publishable-api-key": "pk_a" })
    expect(inHeader.headers.get("x-cache")).toBe("HIT")
    // Another key is another answer; outside /store the address is left as it is.
    expect((await get("/store/catalogue/products?limit=24&brand=Hike%7CPhoenix&publishable_key=pk_b")).headers.get("x-cache")).toBe("MISS")
    expect(await (await get("/shop/products?publishable_key=pk_a")).json()).toMatchObject({ path: "/shop/products?publishable_key=pk_a", key: null })
    expect(medusa.state.reached).toBe(3)
    // A malformed key reaches Medusa as sent (which refuses it), without upsetting the server.
    expect(await (await get("/store/catalogue/x?publishable_key=%E0%A4%A")).json()).toMatchObject({ path: "/store/catalogue/x", key: "%E0%A4%A" })
  })

  it("answers nothing itself while it is switched off (e.g. Redis unreachable)", async () => {
    await start()
    await title()
    cache.setActive(false)
    expect((await get("/store/products/p1")).headers.get("x-cache")).toBeNull()
    cache.setActive(true)
    expect((await get("/store/products/p1")).headers.get("x-cache")).toBe("MISS")
  })
})

describe("shopEdge", () => {
  const serve = async (listener: RequestListener) => {
    const server = http.createServer(listener)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it("with 0 MB caches nothing, yet still takes a store read's key from its address", async () => {
    const edge = shopEdge(
      (req, res) => {
        res.setHeader("Content-Type", "application/json")
        res.end(JSON.stringify({ path: req.url, key: req.headers["x-publishable-api-key"] }))
      },
      { maxMb: 0 }
    )
    expect(edge.cache).toBeUndefined()
    const server = await serve(edge.listener)
    try {
      await fetch(`${server.url}/store/products?publishable_key=pk_a`)
      const second = await fetch(`${server.url}/store/products?publishable_key=pk_a`)
      expect(second.headers.get("x-cache")).toBeNull()
      expect(await second.json()).toEqual({ path: "/store/products", key: "pk_a" })
    } finally {
      await server.close()
    }
  })

  it("answers a repeated catalogue read itself, with the security headers, and touches no global server", async () => {
    let calls = 0
    const edge = shopEdge(
      (_req, res) => {
        calls++
        res.setHeader("Content-Type", "application/json")
        res.setHeader("Cache-Tag", "catalogue") // as its route's declaration would
        res.end("{}")
      },
      { maxMb: 1 }
    )
    const createServer = http.createServer
    const server = await serve(edge.listener)
    try {
      expect(http.createServer).toBe(createServer)
      await fetch(`${server.url}/store/catalogue/x`)
      const second = await fetch(`${server.url}/store/catalogue/x`)
      expect(second.headers.get("x-cache")).toBe("HIT")
      expect(second.headers.get("x-content-type-options")).toBe("nosniff")
      expect(calls).toBe(1)
      expect(edge.cache!.size.entries).toBe(1)
    } finally {
      await server.close()
      edge.close()
    }
  })
})
