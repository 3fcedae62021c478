import { expect } from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import { createServer, request as httpRequest, type Server } from "node:http"
import { join } from "node:path"
import { freePort } from "../scripts/lib/embedded-db"
import { ROOT } from "./shop-process"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { taka } from "./shopper"
import { adminOn, backendCall, newShopProduct, registerCustomer, shopConfig, type Admin } from "./store-api"
import { CURRENCY_CODE } from "@chaka/rules"
import { messagesFor } from "../storefront/src/i18n/messages"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

/**
 * The pages the storefront's server keeps for visitors (storefront/server/page-cache), read as
 * a CDN, a crawler or a stranger reads them: raw HTTP, no browser. On the shopper's shared shop
 * (`npm start`: one storefront hearing the backend's invalidation stream); the test of two
 * storefronts on Redis is topology/page-cache.topology.ts.
 */
test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()

type Answer = { status: number; headers: Headers; html: string }

const visit = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(url, { headers, redirect: "manual" })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const admin = () => adminOn(backend())

/**
 * A product of this file's own. The shop is shared with the files after this one, which count
 * the demo catalogue's products: every product made here is deleted when the file ends.
 */
const made: string[] = []
test.afterAll(async () => {
  const as = await admin()
  for (const id of made.splice(0)) await as("DELETE", `/admin/products/${id}`)
})

async function newProduct(as: Admin, title: string, price: number, stock: number) {
  const { productId, variantId } = await newShopProduct(as, { title, price, stock, description: `${title}, for the page cache's test.` })
  made.push(productId)
  return { id: productId, variantId }
}

/** Polls a page every 50 ms until `shows` holds; the milliseconds it took (the test fails past `withinMs`). */
async function shownWithin(url: string, shows: (page: Answer) => boolean, withinMs = 1_000): Promise<number> {
  const started = Date.now()
  for (;;) {
    const page = await visit(url)
    if (shows(page)) return Date.now() - started
    if (Date.now() - started > withinMs)
      throw new Error(`${url} did not show the change within ${withinMs} ms (status ${page.status}, X-Cache ${page.headers.get("x-cache")})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test("a visitor's page is kept: one entry whatever the tracking parameters, a 304 for its ETag, the headers a CDN needs", async () => {
  // Kept once the shop is quiet (a change moments ago — another test's — makes it render again).
  await expect.poll(async () => (await visit(storefront("/shop?utm_source=facebook&fbclid=abc"))).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
  const first = await visit(storefront("/shop?utm_source=facebook&fbclid=abc"))
  expect(first.status).toBe(200)
  const again = await visit(storefront("/shop?gclid=x&made_up=1"))
  expect(again.headers.get("x-cache")).toBe("HIT")
  expect(again.headers.get("etag")).toBe(first.headers.get("etag"))
  expect(again.html).toBe(first.html)
  expect(again.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/)
  expect(again.headers.get("surrogate-key")?.split(" ")).toContain("catalogue")
  expect(again.headers.get("cache-tag")?.split(",")).toContain("catalogue")
  expect(again.headers.get("vary")).toMatch(/Accept-Encoding.*Cookie/)
  // A parameter the page reads is its own entry.
  const secondPage = await visit(storefront("/shop?page=2"))
  expect(secondPage.html).not.toBe(first.html)

  const unchanged = await fetch(storefront("/shop"), { headers: { "if-none-match": first.headers.get("etag")! } })
  expect(unchanged.status).toBe(304)
  expect(await unchanged.text()).toBe("")
  // Kept compressed: brotli for those who take it, gzip for the rest.
  for (const encoding of ["br", "gzip"]) {
    const raw = await rawHead(storefront("/shop"), encoding)
    expect(raw["content-encoding"]).toBe(encoding)
  }
  // sitemap.xml and robots.txt are kept the same way.
  for (const path of ["/sitemap.xml", "/robots.txt"]) {
    await expect.poll(async () => (await visit(storefront(path))).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
  }
})

test("a kept page's scripts run by their hashes: the policy names no nonce, and a script smuggled into the page does not run", async ({ page }) => {
  const home = await visit(storefront("/"))
  const csp = home.headers.get("content-security-policy") ?? ""
  const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? ""
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
  expect(csp).not.toContain("nonce-")
  expect(csp).not.toMatch(/'unsafe-inline'[^;]*;?.*script-src|script-src[^;]*'unsafe-inline'/)

  // A product description is shown as text, but were anything to bring a <script> into a kept
  // page, it would not be among the hashes: load a page with one added on the way, and watch.
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.route(storefront("/news"), async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace("</main>", "<script>window.__smuggled = true</script></main>")
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)))
    await route.fulfill({ status: response.status(), headers, body })
  })
  await page.goto(storefront("/news"))
  expect(await page.evaluate(() => (globalThis as unknown as { __smuggled?: boolean }).__smuggled)).toBeUndefined()
  expect(violations.join("\n")).toMatch(/inline script.*violates the following Content Security Policy directive .script-src/i)
  // The page's own scripts ran: it hydrated.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1)
})

test("an admin's price edit, a sell-out and a withdrawn product are on the next visitor's page within a second", async () => {
  const as = await admin()
  const product = await newProduct(as, `Cache Cruiser ${Date.now().toString(36)}`, 21_000, 3)
  const url = storefront(`/products/${product.id}`)
  const listing = storefront(`/search?q=${encodeURIComponent("Cache Cruiser")}`)
  expect((await visit(url)).html).toContain(taka(21_000))
  // Kept (once the events of the product's creation have passed, which forget it once more).
  await expect.poll(async () => (await visit(url)).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
  expect((await visit(listing)).html).toContain(taka(21_000))

  await as("POST", `/admin/shop-products/${product.id}`, { price: 19_500 })
  const priceMs = await shownWithin(url, (page) => page.html.includes(taka(19_500)) && !page.html.includes(taka(21_000)))
  await shownWithin(listing, (page) => page.html.includes(taka(19_500)))

  await as("POST", `/admin/shop-products/${product.id}`, { stock: 0 })
  const soldOutMs = await shownWithin(url, (page) => page.html.includes("Out of stock"))

  await as("POST", `/admin/products/${product.id}`, { status: "draft" })
  const withdrawnMs = await shownWithin(url, (page) => page.status === 404)
  await shownWithin(listing, (page) => !page.html.includes(product.id))
  console.log(`page cache (one storefront, the backend's stream): price ${priceMs} ms, sold out ${soldOutMs} ms, withdrawn ${withdrawnMs} ms`)
})

test("a signed-in customer's page is rendered for them alone: their club price never reaches a visitor", async () => {
  const as = await admin()
  const product = await newProduct(as, `Club Roadster ${Date.now().toString(36)}`, 30_000, 5)
  const email = `club-${Date.now().toString(36)}@example.com`
  const password = "club-rider-2026"
  await registerCustomer(backend(), { email, password, first_name: "Club", last_name: "Rider" })
  const { token } = await backendCall(backend(), "POST", "/auth/customer/emailpass", { email, password })
  const customerId = (
    await backendCall(backend(), "GET", "/store/customers/me", undefined, {
      authorization: `Bearer ${token}`,
      "x-publishable-api-key": (await shopConfig(backend())).publishable_key,
    })
  ).customer.id
  const { customer_group } = await as("POST", "/admin/customer-groups", { name: `Club ${Date.now().toString(36)}` })
  await as("POST", `/admin/customer-groups/${customer_group.id}/customers`, { add: [customerId] })
  await as("POST", "/admin/price-lists", {
    title: "Club prices",
    description: "the page cache's test",
    status: "active",
    type: "sale",
    rules: { "customer.groups.id": [customer_group.id] },
    prices: [{ variant_id: product.variantId, currency_code: CURRENCY_CODE, amount: 24_000 }],
  })
  const session = await fetch(storefront("/auth/session"), { method: "POST", headers: { authorization: `Bearer ${token}` } })
  const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0]
  expect(cookie).toMatch(/^chaka\.sid=/)

  const url = storefront(`/products/${product.id}`)
  // The customer first: their page is theirs, and private.
  const theirs = await visit(url, { cookie: `theme=dark; ${cookie}` })
  expect(theirs.html).toContain(taka(24_000))
  expect(theirs.headers.get("cache-control")).toBe("private, no-cache")
  expect(theirs.headers.get("x-cache")).toBeNull()
  // Visitors (another cookie is no session) get everyone's price, kept.
  for (const headers of [{}, { cookie: "theme=dark" }, {}] as Record<string, string>[]) {
    const visitor = await visit(url, headers)
    expect(visitor.html).toContain(taka(30_000))
    expect(visitor.html).not.toContain(taka(24_000))
    expect(visitor.headers.get("cache-control")).toMatch(/^public/)
  }
  // And the kept page never reaches the customer.
  expect((await visit(url, { cookie })).html).toContain(taka(24_000))
  // A page kept for visitors carries nothing of a session: no cookie is ever set from one.
  expect((await visit(url)).headers.get("set-cookie")).toBeNull()
})

test("a stranger's Host, X-Forwarded-Host, Forwarded and query string never reach another visitor's page", async () => {
  const path = "/news"
  const strange = {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    forwarded: "host=evil.example;proto=https",
  }
  // Sent raw: fetch would set Host itself.
  const poisoned = await rawGet(storefront(path), strange)
  expect(poisoned.status).toBe(200)
  await rawGet(storefront(`${path}?<script>alert(1)</script>=1&q="><img src=x onerror=alert(2)>`), { "x-forwarded-host": "evil.example" })
  await rawGet(storefront(`/products/x"><script>alert(3)</script>`), { "x-forwarded-host": "evil.example" })
  for (const url of [storefront(path), storefront(`${path}?utm_source=x`), storefront("/")]) {
    const page = await visit(url)
    expect(page.html).not.toContain("evil.example")
    expect(page.html).not.toMatch(/<script>alert|onerror=alert/)
    expect(page.html).toContain(`href="${new URL(url).origin}${new URL(url).pathname}"`)
  }
})

test("many visitors asking for a page no one has asked for get one render; a backend outage serves the last good page and keeps no error", async () => {
  const gate = await backendGate(backend())
  const own = await ownStorefront(gate.url)
  try {
    const as = await admin()
    const product = await newProduct(as, `Rush Hour ${Date.now().toString(36)}`, 15_000, 10)
    const url = `${own.url}/products/${product.id}`
    const health = async () => ((await (await fetch(`${own.url}/health`)).json()) as { pageCache?: { active: boolean } }).pageCache?.active
    await expect.poll(health, { timeout: 15_000 }).toBe(true)

    // Once the events of the product's creation have passed (a change while a render is under way
    // starts another for those who ask after it): the shared shop's storefront keeps its page.
    await expect.poll(async () => (await visit(storefront(`/products/${product.id}`))).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
    gate.reads.length = 0
    const answers = await Promise.all(Array.from({ length: 50 }, () => visit(url)))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))
    expect(answers.every((answer) => answer.html.includes(taka(15_000)))).toBe(true)
    // One render for all of them: each read the page makes of the backend (the product, its
    // prices and sale: /offers) made once, not once per visitor.
    const reads = gate.reads.filter((path) => path.includes(product.id)).map((path) => path.split("?")[0])
    expect(reads.length).toBeGreaterThan(0)
    expect(reads).toHaveLength(new Set(reads).size)
    // Kept, once the events of the product's creation have passed (they forget it once more).
    await expect.poll(async () => (await visit(url)).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
    const good = (await visit(url)).html
    expect(good).toContain(taka(15_000))

    // The backend goes away: the kept page is still served, and a page never kept shows its
    // error state without being kept.
    gate.down = true
    await as("POST", `/admin/shop-products/${product.id}`, { price: 14_000 })
    // Once the storefront has heard of the change (through the door, which lets the stream pass),
    // the render it tries fails, and the page it kept is served.
    let during = await visit(url)
    await expect.poll(async () => (during = await visit(url)).headers.get("x-cache"), { timeout: 10_000 }).toBe("STALE")
    expect(during.status).toBe(200)
    expect(during.html).toBe(good)
    const never = await visit(`${own.url}/news`)
    expect(never.headers.get("cache-control")).toBe("no-store")
    expect(own.output()).toMatch(/backend failed while .*products\/.* was rendered; its last good page is served/)

    gate.down = false
    await expect.poll(async () => (await visit(url)).html.includes(taka(14_000)), { timeout: 10_000 }).toBe(true)
    const news = await visit(`${own.url}/news`)
    expect(news.status).toBe(200)
    expect(news.headers.get("cache-control")).toMatch(/^public/)
    // Kept now (once the edit's own events have passed), and what is kept is the real page.
    let kept = news
    await expect.poll(async () => (kept = await visit(`${own.url}/news`)).headers.get("x-cache"), { timeout: 10_000 }).toBe("HIT")
    expect(kept.html).not.toContain(messages.errors.loadFailed)
  } finally {
    await own.stop()
    gate.close()
  }
})

/** A GET with exactly these headers (Host included), by node:http. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = ""
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on("error", reject).end()
  })
}

/** The headers of a GET that accepts one encoding, the body left compressed. */
function rawHead(url: string, encoding: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { "accept-encoding": encoding } }, (response) => {
      response.resume()
      resolve(response.headers)
    })
    request.on("error", reject).end()
  })
}

/**
 * A door between a storefront and the backend: it forwards everything (the invalidation
 * stream too), notes the paths read, and while `down` answers 503 as a backend in trouble would.
 */
async function backendGate(target: string) {
  const reads: string[] = []
  const state = { down: false }
  const server: Server = createServer((req, res) => {
    reads.push(req.url ?? "")
    if (state.down && !(req.url ?? "").startsWith("/internal/")) {
      res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ message: "down" }))
      return
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on("error", () => res.destroy())
    req.pipe(upstream)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    reads,
    get down() {
      return state.down
    },
    set down(value: boolean) {
      state.down = value
    },
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** A second storefront server (the built one), reading the backend through `backendUrl`. */
async function ownStorefront(backendUrl: string) {
  const port = await freePort()
  let output = ""
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: join(ROOT, "storefront"),
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", MEDUSA_BACKEND_URL: backendUrl, REDIS_URL: "", STOREFRONT_URL: "" },
  })
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(`${url}/health`).then(
          (r) => r.status,
          () => 0
        ),
      { timeout: 30_000 }
    )
    .toBe(200)
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}
