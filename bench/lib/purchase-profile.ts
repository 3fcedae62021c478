import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { breakdown, startProfiler, type Category } from "./cpu-profile"
import { checkoutRow, purchases, purchaseContext, type PurchaseRun } from "./purchase"

/**
 * Where a purchase's backend CPU goes (issue 53): each category counts the samples with one of its
 * frames on the stack (so a subscriber's time includes the ORM and driver work it called, as far
 * as one synchronous stack shows it; work continued after an `await` starts a new stack).
 */
const has = (part: string | RegExp) => (url: string) => (typeof part === "string" ? url.includes(part) : part.test(url))
export const PURCHASE_CATEGORIES: Category[] = [
  { name: "garbage collection", test: (_url, name) => name === "(garbage collector)" },
  { name: "workflow engine (@medusajs/orchestration, workflows-sdk)", test: has(/@medusajs\/(orchestration|workflows-sdk|workflow-engine)/) },
  { name: "MikroORM", test: has("@mikro-orm/") },
  { name: "knex", test: has("node_modules/knex/") },
  { name: "pg driver", test: has(/node_modules\/pg(-protocol)?\//) },
  { name: "core flows (@medusajs/core-flows)", test: has("@medusajs/core-flows") },
  { name: "event bus", test: has(/@medusajs\/event-bus|message-aggregator|event-bus/) },
  { name: "HTTP (express, body parsing, validators)", test: has(/node_modules\/(express|body-parser|router|zod)\//) },
  { name: "awilix (container)", test: has("node_modules/awilix/") },
  { name: "cart module", test: has("@medusajs/cart/") },
  { name: "order module", test: has("@medusajs/order/") },
  { name: "inventory module", test: has("@medusajs/inventory/") },
  { name: "pricing module", test: has("@medusajs/pricing/") },
  { name: "promotion module", test: has("@medusajs/promotion/") },
  { name: "payment module", test: has("@medusajs/payment/") },
  { name: "index / search", test: has(/@medusajs\/index\/|minisearch|flexsearch/) },
  { name: "shop: catalogue index and cache", test: has(/subscribers\/catalogue-cache|workflows\/catalogue\/|lib\/catalogue-cache\//) },
  {
    name: "shop: notifications (rendering, mail, SMS)",
    test: has(/subscribers\/[a-z-]*notification|workflows\/notifications\/|modules\/(smtp|sms|notification)/),
  },
  { name: "shop: other subscribers", test: has(/\/subscribers\//) },
  { name: "shop: checkout workflows and hooks", test: has(/workflows\/(checkout|hooks|cart|promotions|orders)\//) },
  { name: "shop: HTTP edge (middlewares, caches)", test: has(/backend\/(\.medusa\/server\/)?src\/(api|lib\/http|server)/) },
  { name: "JSON", test: (_url, name) => name === "parse" || name === "stringify" },
]

/**
 * `npm run bench -- --profile`: the backend's CPU profile while `customers` buy at once, in
 * `batches` rounds (after a warm-up round), with the backend's CPU per purchase read from /proc.
 * Writes bench/results/purchases-<time>.cpuprofile (open it in Chrome's DevTools or speedscope)
 * and a JSON summary beside it.
 */
export async function benchProfile(customers: number, products: number, batches = 5) {
  const { ROOT } = await import("../../e2e/shop-process")
  const { benchShop } = await import("./shop")
  const { cpuMs, pidListeningOn } = await import("./process-memory")
  const shop = await benchShop({ name: "bench", env: { CHAKA_SEED_PRODUCTS: String(products) } })
  try {
    const backendPid = pidListeningOn(Number(new URL(shop.backend).port))
    if (!backendPid) throw new Error("the backend's process could not be found (another machine?): no profile")
    const context = await purchaseContext(shop.backend)
    const firstIndex = Date.now() % 1_000_000
    console.log(`Profile: ${customers} customers at once, ${batches} rounds after a warm-up, the one-trip checkout...`)
    await purchases(context, customers, true, firstIndex, "1 trip")
    const profiler = await startProfiler(backendPid)
    const runs: PurchaseRun[] = []
    for (let round = 1; round <= batches; round++) {
      runs.push(await purchases(context, customers, true, firstIndex + round * customers, "1 trip", () => cpuMs(backendPid)))
    }
    // Let the purchases' events and subscribers finish inside the profile.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const profile = await profiler.stop()
    const completed = runs.reduce((sum, run) => sum + run.timings.length, 0)
    const cpu = runs.reduce((sum, run) => sum + (run.backendCpuMs ?? 0), 0)
    const summary = breakdown(profile, PURCHASE_CATEGORIES)
    const rows = runs.map((run) => checkoutRow(run))
    console.table(rows.map(({ failures, ...row }) => row))
    console.log(
      `Backend CPU per purchase (from /proc): ${Math.round(cpu / Math.max(completed, 1))} ms; sampled busy ${summary.busyMs} ms for ${completed} purchases`
    )
    const perPurchase = (ms: number) => Math.round(ms / Math.max(completed, 1))
    console.table(summary.categories.map((row) => ({ ...row, "ms/purchase": perPurchase(row.ms) })))
    console.table(summary.selfByPackage.map((row) => ({ ...row, "ms/purchase": perPurchase(row.ms) })))
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, "-")
    const file = join(ROOT, "bench", "results", `purchases-${stamp}`)
    writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile))
    writeFileSync(`${file}.json`, JSON.stringify({ date: new Date().toISOString(), customers, batches, completed, backendCpuMs: cpu, rows, summary }, null, 2))
    console.log(`Written to ${file}.cpuprofile and .json`)
  } finally {
    await shop.stop()
  }
}
