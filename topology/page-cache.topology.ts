import { expect, test } from "@playwright/test"
import { taka } from "../e2e/shopper"
import { freePort } from "../scripts/lib/embedded-db"
import { messagesFor } from "../storefront/src/i18n/messages"
import { adminOn, completeCart, createProduct, prepareCart, type Admin } from "./shop"
import { missingServices, startLayout, startStorefront, waitStorefront, type BackendProcess, type Stack } from "./stack"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

/**
 * The storefront's page cache (storefront/server/page-cache) in docker-compose.yml's layout:
 * two storefront processes, A reading from server 1 and B from server 2, each keeping the pages
 * it rendered for visitors and forgetting them when the backend announces a change on Redis
 * (INVALIDATION_CHANNEL). What issue 36 promises: an admin's price edit, a sell-out and a
 * withdrawn product are on the next visitor's page within 1 s, on both.
 */

/** How soon a change must be on every visitor's page (issue 36). */
const WITHIN_MS = 1000
/** How often a visitor asks again while waiting for it. */
const POLL_MS = 50
/** How long the wait is measured before giving up (a miss is still measured and printed). */
const GIVE_UP_MS = 10_000

let stack: Stack | undefined
let server1: BackendProcess
let server2: BackendProcess
let storefrontA: BackendProcess
let storefrontB: BackendProcess
let admin: Admin
let product: { productId: string; variantId: string; title: string }
let skipped: string | undefined

test.describe.configure({ mode: "serial" })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(30 * 60_000)
  skipped = await missingServices()
  if (skipped) {
    console.log(`SKIPPED the topology test: ${skipped}`)
    return
  }
  ;({ stack, server1, server2 } = await startLayout())
  storefrontA = await startStorefront(stack, "storefront-a", server1, await freePort())
  storefrontB = await startStorefront(stack, "storefront-b", server2, await freePort())
  await Promise.all([waitStorefront(storefrontA, 120_000), waitStorefront(storefrontB, 120_000)])
  console.log(`topology: storefront A (${storefrontA.url}, server 1) and B (${storefrontB.url}, server 2) keeping pages`)
  admin = await adminOn(server1.url)
  const title = `Page Cache Roadster ${Date.now().toString(36)}`
  // One unit: a customer's order sells it out.
  product = { ...(await createProduct(admin, title, 1)), title }
})

test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  await stack?.stop()
})

test.beforeEach(() => {
  test.skip(Boolean(skipped), skipped ?? "")
})

/** `asked`: when the visitor asked; `at`: when the answer had arrived. */
type Visit = { status: number; cache: string | null; tags: string[]; etag: string | null; html: string; asked: number; at: number }

/** A visitor (no cookie) asking a storefront for a page. */
async function visit(storefront: BackendProcess, path: string): Promise<Visit> {
  const asked = Date.now()
  const response = await fetch(`${storefront.url}${path}`, { redirect: "manual", signal: AbortSignal.timeout(30_000) })
  const html = await response.text()
  const tags = (response.headers.get("cache-tag") ?? "").split(",").filter(Boolean)
  return { status: response.status, cache: response.headers.get("x-cache"), tags, etag: response.headers.get("etag"), html, asked, at: Date.now() }
}

const productPath = () => `/products/${product.productId}`
const storefronts = () => [storefrontA, storefrontB]
const label = (storefront: BackendProcess) => (storefront === storefrontA ? "A (server 1)" : "B (server 2)")

/** The page asked for twice: the second answer is the kept one (HIT). Again while a change still under way (a worker's event) forgets it. */
async function keep(storefront: BackendProcess, path: string, shows: (page: Visit) => boolean) {
  let second: Visit | undefined
  await expect
    .poll(
      async () => {
        const first = await visit(storefront, path)
        second = await visit(storefront, path)
        return { first: shows(first), second: shows(second), cache: second.cache, etag: second.etag === first.etag }
      },
      { timeout: 30_000, intervals: [250, 500, 1000] }
    )
    .toEqual({ first: true, second: true, cache: "HIT", etag: true })
  return second!
}

/**
 * `ms`: how long after the change's answer a visitor's request got a page showing it (when that
 * visitor asked: the promise is about the page a visitor is given, not how long a loaded machine
 * takes to render it, which `renderMs` reports).
 */
type Shown = { storefront: string; path: string; ms: number; renderMs: number; reads: number; states: string[]; first: Visit }

/**
 * A visitor asking `path` every POLL_MS from `since` until the page `shows` the change: how
 * long after `since` the request answered with it was made, and the X-Cache answers on the way.
 */
async function until(storefront: BackendProcess, path: string, since: number, shows: (page: Visit) => boolean): Promise<Shown> {
  const states: string[] = []
  for (;;) {
    const page = await visit(storefront, path)
    states.push(`${page.cache ?? "-"}${page.status === 200 ? "" : `(${page.status})`}${shows(page) ? "*" : ""}`)
    if (shows(page))
      return {
        storefront: label(storefront),
        path,
        ms: Math.max(0, page.asked - since),
        renderMs: page.at - page.asked,
        reads: states.length,
        states,
        first: page,
      }
    if (Date.now() - since > GIVE_UP_MS)
      throw new Error(`${label(storefront)} ${path}: the change is not shown ${GIVE_UP_MS} ms later (answers: ${states.join(" ")})`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Prints what was measured (quoted in issue 36's report) and holds each to the promise. */
function report(change: string, sentAt: number, answeredAt: number, shown: Shown[]) {
  for (const one of shown) {
    console.log(
      `topology: ${change}: storefront ${one.storefront} ${one.path} showed it to a visitor asking ${one.ms} ms after the answer ` +
        `(${one.ms + answeredAt - sentAt} ms after the request; rendered in ${one.renderMs} ms; ${one.reads} read(s): ${one.states.join(" ")})`
    )
  }
  for (const one of shown) expect(one.ms, `${change} on storefront ${one.storefront} ${one.path}`).toBeLessThanOrEqual(WITHIN_MS)
}

/** After the change showed as a fresh render (MISS), the page is kept again: a later visitor gets it from memory (HIT). */
async function keptAgain(shown: Shown[], shows: (page: Visit) => boolean) {
  for (const one of shown) expect(one.first.cache, `${one.storefront}: the first answer with the change is rendered anew`).toBe("MISS")
  for (const storefront of storefronts()) await keep(storefront, productPath(), shows)
}

const price = (amount: number) => (page: Visit) => page.status === 200 && page.html.includes(`<span class="money">${taka(amount)}</span>`)
const outOfStock = (page: Visit) =>
  page.status === 200 && new RegExp(`class="stock stock--out" role="status">${messages.productPage.outOfStock}<`).test(page.html)
const listed = (page: Visit) => page.status === 200 && page.html.includes(`/products/${product.productId}`)

test("each storefront keeps a visitor's product page: the second visit is answered from memory, tagged with the product", async () => {
  for (const storefront of storefronts()) {
    const kept = await keep(storefront, productPath(), price(18_000))
    expect(kept.tags).toContain(product.productId)
    expect(kept.etag).toMatch(/^W\/"/)
    expect(kept.html).toContain(product.title)
  }
  // The other storefront's memory is its own: each rendered its page once, from its own server.
  for (const storefront of storefronts()) {
    const health = (await (await fetch(`${storefront.url}/health`)).json()) as { pageCache: { active: boolean; pages: number; renders: number; hits: number } }
    expect(health.pageCache.active).toBe(true)
    expect(health.pageCache.pages).toBeGreaterThanOrEqual(1)
    expect(health.pageCache.hits).toBeGreaterThanOrEqual(1)
  }
})

test("an admin's price edit through server 1 is on both storefronts' next page within 1 s", async () => {
  for (const storefront of storefronts()) await keep(storefront, productPath(), price(18_000))
  const sentAt = Date.now()
  const { updated_fields } = await admin("POST", `/admin/shop-products/${product.productId}`, { price: 21_500 })
  const answeredAt = Date.now()
  expect(updated_fields).toContain("price")
  const shown = await Promise.all(storefronts().map((storefront) => until(storefront, productPath(), answeredAt, price(21_500))))
  report("price 18,000 → 21,500", sentAt, answeredAt, shown)
  await keptAgain(shown, price(21_500))
})

test("a customer buying the last unit through server 2 shows the product out of stock on both storefronts within 1 s", async () => {
  test.setTimeout(5 * 60_000)
  const inStock = (page: Visit) => price(21_500)(page) && page.html.includes(messages.productPage.onlyLeft(1))
  // The customer's account and cart first: none of it changes a page.
  const cart = await prepareCart(server2, product.variantId, `topology.pages.${Date.now().toString(36)}`, 1)
  for (const storefront of storefronts()) await keep(storefront, productPath(), inStock)
  const sentAt = Date.now()
  const completion = await completeCart(server2, cart)
  const answeredAt = Date.now()
  expect(completion.orderId, completion.error).toBeDefined()
  const shown = await Promise.all(storefronts().map((storefront) => until(storefront, productPath(), answeredAt, outOfStock)))
  report("the last unit bought", sentAt, answeredAt, shown)
  await keptAgain(shown, outOfStock)
})

test("an admin withdrawing the product (draft) through server 1: both storefronts answer 404 for it and stop listing it on /shop within 1 s", async () => {
  // The newest product: first on /shop, sold out or not.
  for (const storefront of storefronts()) await keep(storefront, "/shop", listed)
  for (const storefront of storefronts()) await keep(storefront, productPath(), outOfStock)
  const sentAt = Date.now()
  await admin("POST", `/admin/products/${product.productId}`, { status: "draft" })
  const answeredAt = Date.now()
  const shown = await Promise.all([
    ...storefronts().map((storefront) => until(storefront, productPath(), answeredAt, (page) => page.status === 404)),
    ...storefronts().map((storefront) => until(storefront, "/shop", answeredAt, (page) => page.status === 200 && !listed(page))),
  ])
  report("withdrawn (draft)", sentAt, answeredAt, shown)
  // A page that is not for everyone any more is not kept: each visitor is told 404 anew.
  for (const storefront of storefronts()) {
    const again = await visit(storefront, productPath())
    expect(again.status).toBe(404)
    expect(again.cache).not.toBe("HIT")
    expect(again.html).toContain(messages.errors.notFoundText)
  }
})
