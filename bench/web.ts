/**
 * `npm run bench:web`: the storefront's quality budgets (issue 5), measured on the production
 * build: initial JavaScript per page (the gzip size of every script the rendered page's HTML
 * loads, bench/lib/route-js.ts), Lighthouse mobile performance and accessibility with
 * LCP / TBT / CLS (the median of BENCH_LIGHTHOUSE_RUNS runs, default 3), and axe's serious
 * violations, for /, /shop, a product page and a signed-in customer's checkout, in both languages (targets: bench/lib/storefront-targets.ts). Starts the shop like `npm start` in a temporary data directory unless
 * BENCH_STOREFRONT_URL and BENCH_BACKEND_URL point at a running one. Prints a table, writes
 * bench/results/web-<time>.json, and exits 1 when a budget is missed.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ROOT } from "../e2e/shop-process"
import { storeGet } from "../e2e/store-api"
import { runAxe } from "./lib/axe"
import { runLighthouse } from "./lib/lighthouse"
import { PHONE, runPhone } from "./lib/phone"
import { initialJavaScript, preloadedFontBytes } from "./lib/route-js"
import { benchShop } from "./lib/shop"
import { checkoutPage } from "./lib/checkout-page"
import { pageMisses, STOREFRONT_TARGETS } from "./lib/storefront-targets"

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium"
const BUDGET = { ...STOREFRONT_TARGETS, accessibility: 95 }

/** Returns how many budgets the pages missed. */
async function main(): Promise<number> {
  if (!process.env.BENCH_BACKEND_URL || !process.env.BENCH_STOREFRONT_URL) console.log("Starting the shop (production build, embedded PostgreSQL)...")
  const shop = await benchShop({ name: "bench-web", timeoutMs: 15 * 60_000 })
  const { storefront, backend } = shop
  try {
    const product = `/products/${await firstProductId(backend)}`
    // The same three pages in Bangla (issue 41): its catalogue chunk and its font are theirs alone.
    // The checkout (issue 50), a signed-in customer's with a bicycle in the cart, in both languages.
    const checkout = await checkoutPage(backend, storefront)
    const routes = ["/", "/shop", product, checkout.route, "/bn", "/bn/shop", `/bn${product}`, `/bn${checkout.route}`]
    const cookies = Object.fromEntries([checkout.route, `/bn${checkout.route}`].map((route) => [storefront + route, checkout.cookie]))
    const clientDir = join(ROOT, "storefront", "dist", "client")
    const axe = await runAxe(
      routes.map((route) => storefront + route),
      CHROME,
      "main h1:visible, main h2:visible",
      cookies
    )
    const phone = await runPhone(
      routes.map((route) => storefront + route),
      CHROME,
      undefined,
      cookies
    )
    console.log(
      `Emulated phone (${PHONE.downloadBytesPerS / 131072} Mbps / ${PHONE.latencyMs} ms, ${PHONE.cpuSlowdown}× CPU, 360 px; median of ${phone[0].runs.length}):`
    )
    console.table(
      phone.map((p, index) => ({
        route: routes[index],
        firstPaintMs: p.firstPaintMs,
        hydratedMs: p.hydratedMs,
        buttonWorksMs: p.addToCartMs ?? "-",
        runs: p.runs.join(", "),
      }))
    )
    const rows = []
    for (const [index, route] of routes.entries()) {
      const js = await initialJavaScript(storefront + route, clientDir, cookies[storefront + route])
      const fonts = await preloadedFontBytes(storefront + route, clientDir, cookies[storefront + route])
      const lighthouse = await runLighthouse(storefront + route, CHROME, undefined, cookies[storefront + route])
      rows.push({
        route,
        jsGzipKb: Number((js.gzipBytes / 1024).toFixed(1)),
        fontKb: Number((fonts / 1024).toFixed(1)),
        scripts: js.files.length,
        ...lighthouse,
        axeSerious: axe[index].serious,
        phone: phone[index],
      })
    }
    console.table(rows.map(({ phone: _phone, ...row }) => ({ ...row, runs: row.runs.join(", "), axeSerious: row.axeSerious.join(", ") || "none" })))

    const misses = rows.flatMap((row) => [
      ...pageMisses(row, BUDGET),
      ...(row.accessibility < BUDGET.accessibility ? [`${row.route}: accessibility ${row.accessibility} < ${BUDGET.accessibility}`] : []),
      ...(row.axeSerious.length ? [`${row.route}: axe ${row.axeSerious.join(", ")}`] : []),
    ])
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true })
    const file = join(ROOT, "bench", "results", `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), storefront, budget: BUDGET, rows, misses }, null, 2))
    console.log(misses.length ? `Budgets missed:\n- ${misses.join("\n- ")}` : "Every budget met.")
    console.log(`Written ${file}`)
    return misses.length
  } finally {
    await shop.stop()
  }
}

async function firstProductId(backend: string) {
  return (await storeGet<{ products: { id: string }[] }>(backend, "/store/products?limit=1&fields=id")).products[0].id
}

// The exit code is set here, once everything has been stopped, and explicitly: a code left in
// process.exitCode is only a default that anything still running may overwrite before the
// process ends (it exited 0 after "Budgets missed").
main().then(
  (missed) => process.exit(missed ? 1 : 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
