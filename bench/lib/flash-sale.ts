import autocannon from "autocannon"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { DEMO_ADMIN } from "../../backend/src/scripts/seed/catalogue"
import { DEMO_ADDRESS } from "../../backend/src/scripts/seed/demo-address"
import { ROOT } from "../../e2e/shop-process"
import { shopConfig } from "../../e2e/store-api"
import { PURCHASE_FIELDS } from "../../storefront/src/features/session/api/purchase-fields"
import { percentile, settle, type LoadResult } from "./load"
import { cpuMs, pidListeningOn } from "./process-memory"
import { signUp, type Account, type PurchaseContext } from "./purchase"
import { benchShop } from "./shop"
import { warmEach } from "./sale"
import { visitorPagePaths } from "./visitor-pages"

/**
 * `npm run bench -- --flash-sale` (issue 53): an Eid flash sale. One product's stock is set to
 * UNITS through Medusa's admin API; SHOPPERS customers sign up and put it in a cart beforehand;
 * then they all press "Place order" (the one-trip checkout, POST /store/carts/:id/place-order,
 * through the storefront's origin as the storefront's own calls go), arriving one every
 * ARRIVALS_S / SHOPPERS seconds over the first ARRIVALS_S seconds of a WINDOW_S window. Told
 * "busy" (409), a shopper presses again after 2–3 s (RETRY_MS), as the message asks; an order or
 * "sold out" (400) is their answer. Meanwhile visitors read the storefront's pages (every product page,
 * the shop pages, categories, searches; @50 connections), compared with a quiet phase of the
 * same run; and the sale product's page is watched until it says "Out of stock".
 * Prints a table and writes bench/results/flash-sale-<time>.json.
 */
const UNITS = 20
const SHOPPERS = 200
const ARRIVALS_S = 10
const WINDOW_S = 60
/** A shopper told "busy" reads it and presses again after this long (uniformly between). */
const RETRY_MS = [2_000, 3_000] as const
const SIGN_UP_CONCURRENCY = 4
const PAGE_CONNECTIONS = 50
const QUIET_S = 15
/** The targets for the sale. */
const TARGETS = { soldOutP95Ms: 2_000, pagesShare: 0.8 }
const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" }

type Json = Record<string, any>

async function call(origin: string, method: string, path: string, body?: Json, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(120_000),
  })
  const json = (await response.json().catch(() => ({}))) as Json
  return { status: response.status, json }
}

async function ok(origin: string, method: string, path: string, body?: Json, headers: Record<string, string> = {}) {
  const { status, json } = await call(origin, method, path, body, headers)
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** Each of `items` through `work`, `concurrency` at a time, in order of the results. */
async function inTurns<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index], index)
      }
    })
  )
  return results
}

/** The sale product's stock set to `units` available, through Medusa's admin API (stocked = reserved + units). */
async function setAvailable(backend: string, productId: string, units: number) {
  const { token } = await ok(backend, "POST", "/auth/user/emailpass", DEMO_ADMIN)
  const admin = { authorization: `Bearer ${token}` }
  const { product } = await ok(backend, "GET", `/admin/products/${productId}?fields=id,title,variants.id,*variants.inventory_items`, undefined, admin)
  const inventoryItemId: string = product.variants[0].inventory_items[0].inventory_item_id
  const { inventory_levels } = await ok(backend, "GET", `/admin/inventory-items/${inventoryItemId}/location-levels`, undefined, admin)
  const [level] = inventory_levels as { location_id: string; reserved_quantity: number }[]
  await ok(
    backend,
    "POST",
    `/admin/inventory-items/${inventoryItemId}/location-levels/${level.location_id}`,
    { stocked_quantity: Number(level.reserved_quantity) + units },
    admin
  )
  const available = async () => {
    const { inventory_levels: levels } = await ok(backend, "GET", `/admin/inventory-items/${inventoryItemId}/location-levels`, undefined, admin)
    return (levels as { available_quantity: number }[]).reduce((sum, l) => sum + Number(l.available_quantity), 0)
  }
  return { title: product.title as string, variantId: product.variants[0].id as string, available }
}

type Press = { shopper: number; status: number; message?: string; ms: number; sentAt: number; answeredAt: number }

/** Reads spread over `paths` at `connections` until stop(); req/s over the time it ran. */
function pageLoad(origin: string, paths: string[], connections: number, maxS: number) {
  const latencies: number[] = []
  const started = performance.now()
  let instance: autocannon.Instance
  const done = new Promise<LoadResult>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections,
        duration: maxS,
        timeout: 30,
        requests: paths.map((path) => ({ method: "GET" as const, path, headers: BROWSER_HEADERS })),
      },
      (error, result) => {
        if (error) return reject(error)
        const seconds = (performance.now() - started) / 1000
        latencies.sort((a, b) => a - b)
        const at = (p: number) => (latencies.length ? Number(percentile(latencies, p).toFixed(1)) : null)
        resolve({
          connections,
          durationS: Number(seconds.toFixed(1)),
          requests: result.requests.total,
          rps: Number((result.requests.total / seconds).toFixed(1)),
          p50Ms: at(50),
          p95Ms: at(95),
          p99Ms: at(99),
          errors: result.non2xx + result.errors,
        })
      }
    )
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  return { done, stop: () => instance.stop() }
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => (sorted.length ? Math.round(percentile(sorted, p)) : null)
  return { count: sorted.length, p50Ms: at(50), p95Ms: at(95), maxMs: sorted.length ? Math.round(sorted[sorted.length - 1]) : null }
}

export async function benchFlashSale(products: number) {
  console.log(`Flash sale: a shop of ${products} products; ${SHOPPERS} shoppers for ${UNITS} units of one product...`)
  const shop = await benchShop({ name: "bench", env: { CHAKA_SEED_PRODUCTS: String(products) } })
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shop.stop().then(() => process.exit(130)))
  try {
    const { backend, storefront } = shop
    const backendPid = pidListeningOn(Number(new URL(backend).port))
    const { publishable_key, region_id } = await shopConfig(backend)
    const key = { "x-publishable-api-key": publishable_key }

    // The sale product: the first card of the shop's first page, so the listing can be watched too.
    const { products: cards } = await ok(backend, "GET", "/store/catalogue/products?limit=24&offset=0", undefined, key)
    const saleId: string = cards[0].id
    const sale = await setAvailable(backend, saleId, UNITS)
    console.log(`  sale product: ${sale.title} (${saleId}), ${await sale.available()} available`)

    // Visitor pages (as bench/run.ts's): every product page, shop pages, categories, searches.
    const productIds: string[] = []
    for (let offset = 0; ; offset += 100) {
      const { products: page, count } = await ok(backend, "GET", `/store/products?limit=100&offset=${offset}&fields=id`, undefined, key)
      productIds.push(...(page as { id: string }[]).map((p) => p.id))
      if (offset + 100 >= count) break
    }
    const { product_categories } = await ok(backend, "GET", "/store/product-categories?limit=100&fields=name", undefined, key)
    // The shop's pages of 24 products: only as many as there are (a small catalogue has fewer than run.ts's 6).
    const shopPages = Math.min(6, Math.ceil(productIds.length / 24))
    const paths = visitorPagePaths(
      productIds,
      (product_categories as { name: string }[]).map((c) => c.name),
      shopPages
    )

    // Everyone signs up (password hashing, a few at a time) and puts the product in a cart first.
    const context: PurchaseContext = { backend: storefront, publishableKey: publishable_key, regionId: region_id, variants: [], runId: Date.now().toString(36) }
    console.log(`  ${SHOPPERS} shoppers sign up and fill a cart (${SIGN_UP_CONCURRENCY} at a time)...`)
    const signUpStarted = performance.now()
    const shoppers = await inTurns(
      Array.from({ length: SHOPPERS }, (_, i) => i),
      SIGN_UP_CONCURRENCY,
      async (index) => {
        const account: Account = await signUp(context, index)
        const { cart } = await ok(storefront, "POST", "/store/carts?fields=id", { region_id }, account.headers)
        await ok(storefront, "POST", `/store/carts/${cart.id}/line-items?fields=id`, { variant_id: sale.variantId, quantity: 1 }, account.headers)
        return { headers: account.headers, cartId: cart.id as string }
      }
    )
    console.log(`  ready in ${((performance.now() - signUpStarted) / 1000).toFixed(0)} s`)

    // The sale product's page and the first shop page, as visitors get them, before the sale.
    const productPage = async () =>
      (await (await fetch(`${storefront}/products/${saleId}`, { headers: { accept: "text/html" } })).text()).includes("Out of stock")
    const shopPageSoldOut = async () => {
      const html = await (await fetch(`${storefront}/shop`, { headers: { accept: "text/html" } })).text()
      return (html.match(/Out of stock/g) ?? []).length
    }
    await warmEach(storefront, BROWSER_HEADERS, paths, 8)
    const soldOutCardsBefore = await shopPageSoldOut()
    if (await productPage()) throw new Error("the sale product's page says out of stock before the sale")

    await settle(`${backend}/store/products?limit=1`, 60)
    console.log(`  quiet: visitor pages @${PAGE_CONNECTIONS} over ${paths.length} URLs for ${QUIET_S} s...`)
    const quietLoad = pageLoad(storefront, paths, PAGE_CONNECTIONS, QUIET_S)
    const quiet = await quietLoad.done
    console.log(`    ${quiet.rps} req/s, p50 ${quiet.p50Ms} ms, p99 ${quiet.p99Ms} ms`)
    await settle(`${backend}/store/products?limit=1`, 60)

    console.log(
      `  the sale: ${SHOPPERS} shoppers arriving over ${ARRIVALS_S} s, "busy" pressed again after ${RETRY_MS[0] / 1000}-${RETRY_MS[1] / 1000} s, visitors reading meanwhile...`
    )
    const cpuBefore = backendPid ? cpuMs(backendPid) : undefined
    const during = pageLoad(storefront, paths, PAGE_CONNECTIONS, WINDOW_S + 30)
    const began = performance.now()
    const presses: Press[] = []
    const finals: { shopper: number; status: number; firstSentAt: number; answeredAt: number }[] = []
    const turned: { page?: number; listing?: number } = {}
    let watching = true
    const watcher = (async () => {
      while (watching) {
        const [page, cards] = await Promise.all([productPage().catch(() => false), shopPageSoldOut().catch(() => 0)])
        if (page) turned.page ??= performance.now() - began
        if (cards > soldOutCardsBefore) turned.listing ??= performance.now() - began
        if (turned.page !== undefined && turned.listing !== undefined) return
        await sleep(100)
      }
    })()
    const path = (cartId: string) => `/store/carts/${cartId}/place-order?fields=${encodeURIComponent(PURCHASE_FIELDS.order)}`
    await Promise.all(
      shoppers.map(async ({ headers, cartId }, shopper) => {
        await sleep((shopper * ARRIVALS_S * 1000) / SHOPPERS)
        const firstSentAt = performance.now() - began
        for (;;) {
          const sentAt = performance.now() - began
          let answer: { status: number; json: Json }
          try {
            answer = await call(storefront, "POST", path(cartId), { shipping_address: DEMO_ADDRESS }, headers)
          } catch (error) {
            answer = { status: 0, json: { message: error instanceof Error ? error.message : String(error) } }
          }
          const answeredAt = performance.now() - began
          presses.push({ shopper, status: answer.status, message: answer.json.message, ms: answeredAt - sentAt, sentAt, answeredAt })
          if (answer.status !== 409 || answeredAt > WINDOW_S * 1000) {
            finals.push({ shopper, status: answer.status, firstSentAt, answeredAt })
            return
          }
          await sleep(RETRY_MS[0] + Math.random() * (RETRY_MS[1] - RETRY_MS[0]))
        }
      })
    )
    const saleSeconds = (performance.now() - began) / 1000
    during.stop()
    const duringReads = await during.done
    const cpuAfter = backendPid ? cpuMs(backendPid) : undefined
    const turnUntil = performance.now() + 10_000
    while ((turned.page === undefined || turned.listing === undefined) && performance.now() < turnUntil) await sleep(100)
    watching = false
    await watcher

    const orders = presses.filter((p) => p.status === 200)
    const soldAt = orders.length ? Math.max(...orders.map((p) => p.answeredAt)) : undefined
    const stockAfter = await sale.available()
    const byStatus: Record<string, number> = {}
    for (const press of presses) byStatus[press.status] = (byStatus[press.status] ?? 0) + 1
    const soldOut = presses.filter((p) => p.status === 400)
    const finalSoldOut = finals.filter((f) => f.status === 400)
    const fiveXx = presses.filter((p) => p.status >= 500 || p.status === 0)
    const unexpected = presses.filter((p) => ![200, 400, 409].includes(p.status))
    const pagesShare = Number((duringReads.rps / quiet.rps).toFixed(2))
    const soldOutStat = stat(soldOut.map((p) => p.ms))

    const summary = {
      orders: orders.length,
      "stock after": stockAfter,
      "answers by status": byStatus,
      "sold-out answers": soldOutStat,
      "busy answers": stat(presses.filter((p) => p.status === 409).map((p) => p.ms)),
      "order answers": stat(orders.map((p) => p.ms)),
      "shoppers ending sold out: first press to answer": stat(finalSoldOut.map((f) => f.answeredAt - f.firstSentAt)),
      "presses per shopper": Number((presses.length / SHOPPERS).toFixed(2)),
      "5xx (and no answer)": fiveXx.length,
      "last order answered at s": soldAt === undefined ? null : Number((soldAt / 1000).toFixed(1)),
      "sale over at s": Number(saleSeconds.toFixed(1)),
      "product page says sold out, ms after the last order": turned.page === undefined || soldAt === undefined ? null : Math.round(turned.page - soldAt),
      "shop page's card says sold out, ms after the last order":
        turned.listing === undefined || soldAt === undefined ? null : Math.round(turned.listing - soldAt),
      "backend CPU s during the sale": cpuBefore !== undefined && cpuAfter !== undefined ? Number(((cpuAfter - cpuBefore) / 1000).toFixed(1)) : null,
    }
    const pages = [
      { phase: "quiet", ...quiet },
      { phase: "during the sale", ...duringReads, share: pagesShare },
    ]
    const targets = [
      { target: `exactly ${UNITS} orders`, measured: orders.length, result: orders.length === UNITS ? "pass" : "FAIL" },
      { target: "stock ends at 0", measured: stockAfter, result: stockAfter === 0 ? "pass" : "FAIL" },
      {
        target: `sold-out answers p95 ≤ ${TARGETS.soldOutP95Ms} ms`,
        measured: soldOutStat.p95Ms,
        result: soldOutStat.p95Ms !== null && soldOutStat.p95Ms <= TARGETS.soldOutP95Ms ? "pass" : "FAIL",
      },
      {
        target: "every shopper answered an order or sold out",
        measured: `${finals.filter((f) => f.status === 200 || f.status === 400).length} of ${SHOPPERS}`,
        result: finals.every((f) => f.status === 200 || f.status === 400) ? "pass" : "FAIL",
      },
      {
        target: "0 5xx",
        measured: fiveXx.length + unexpected.filter((p) => p.status < 500 && p.status !== 0).length,
        result: unexpected.length === 0 ? "pass" : "FAIL",
      },
      {
        target: `visitor pages ≥ ${TARGETS.pagesShare} of quiet during the sale`,
        measured: pagesShare,
        result: pagesShare >= TARGETS.pagesShare ? "pass" : "FAIL",
      },
    ]

    console.log(`\nFlash sale: ${SHOPPERS} shoppers, ${UNITS} units, arrivals over ${ARRIVALS_S} s (answers' times in ms):`)
    console.table(
      Object.entries(summary).map(([measure, value]) => ({ measure, value: typeof value === "object" && value !== null ? JSON.stringify(value) : value }))
    )
    console.log(`\nVisitor pages (storefront's origin, @${PAGE_CONNECTIONS} over ${paths.length} URLs; share = req/s ÷ quiet):`)
    console.table(pages)
    console.log("\nTargets (issue 53's flash sale):")
    console.table(targets)
    for (const press of unexpected.slice(0, 5)) console.log(`  unexpected answer: ${press.status} ${press.message ?? ""}`)

    mkdirSync(join(ROOT, "bench", "results"), { recursive: true })
    const file = join(ROOT, "bench", "results", `flash-sale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
          settings: {
            products,
            units: UNITS,
            shoppers: SHOPPERS,
            arrivalsS: ARRIVALS_S,
            windowS: WINDOW_S,
            retryMs: RETRY_MS,
            pageConnections: PAGE_CONNECTIONS,
            quietS: QUIET_S,
          },
          saleProduct: { id: saleId, title: sale.title },
          summary,
          pages,
          targets,
          presses,
        },
        null,
        2
      )
    )
    console.log(`Written to ${file}`)
  } finally {
    await shop.stop()
  }
}
