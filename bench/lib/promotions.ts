import { DEMO_ADMIN } from "../../backend/src/scripts/seed/catalogue"
import { checkoutRow, purchases, type PurchaseContext, type PurchaseRun } from "./purchase"

type Json = Record<string, any>

/** One admin API call (Medusa's /admin/promotions), failing the benchmark on a refusal. */
async function adminCall(backend: string, token: string, method: string, path: string, body?: Json): Promise<Json> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  })
  const json = (await response.json()) as Json
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** A 10 % (code) or 5 % (automatic) promotion on every item, with no limit: the benchmark measures the work, not the rules. */
const promotion = (code: string, automatic: boolean) => ({
  code,
  type: "standard",
  status: "active",
  is_automatic: automatic,
  application_method: { type: "percentage", target_type: "items", allocation: "across", value: automatic ? 5 : 10 },
  rules: [],
})

/**
 * Issue 52's comparison: `customers` buying at once with the one-trip checkout, without a
 * promotion, with a code applied to the cart first, and with an automatic promotion live, on the
 * same shop in the same run. The automatic promotion is live only for its own run (made draft
 * after it, even when the run fails), so the other runs are without it.
 */
export async function promotionComparison(context: PurchaseContext, customers: number, firstIndex: number, backendCpu?: () => number | undefined) {
  const { backend, runId } = context
  const { token } = await adminCall(backend, "", "POST", "/auth/user/emailpass", DEMO_ADMIN)
  const runs: { promotion: string; run: PurchaseRun }[] = []
  // A first batch warms the backend (its first purchases are the slowest), so the run measured
  // first, without a promotion, is not the one that pays for it.
  await purchases(context, customers, true, firstIndex + 3 * customers, "1 trip")
  runs.push({ promotion: "none", run: await purchases(context, customers, true, firstIndex, "1 trip", backendCpu) })

  const code = `BENCH10-${runId}`.toUpperCase()
  await adminCall(backend, token, "POST", "/admin/promotions", promotion(code, false))
  runs.push({
    promotion: `code ${code}`,
    run: await purchases({ ...context, promoCode: code }, customers, true, firstIndex + customers, "1 trip + code", backendCpu),
  })

  const { promotion: automatic } = await adminCall(backend, token, "POST", "/admin/promotions", promotion(`BENCHAUTO-${runId}`.toUpperCase(), true))
  try {
    runs.push({ promotion: "automatic 5 %", run: await purchases(context, customers, true, firstIndex + 2 * customers, "1 trip", backendCpu) })
  } finally {
    await adminCall(backend, token, "POST", `/admin/promotions/${automatic.id}`, { status: "draft" })
  }

  const rate = (row: ReturnType<typeof checkoutRow>) => row["purchases/s"]
  const rows = runs.map(({ promotion, run }) => ({ promotion, ...checkoutRow(run) }))
  const without = rate(rows[0])
  return rows.map((row) => ({ ...row, "× without": without ? Number((rate(row) / without).toFixed(2)) : null }))
}

/**
 * `npm run bench -- --promotions`: the comparison alone (a shop of BENCH_PRODUCTS products, or the
 * running one BENCH_BACKEND_URL names), printed and written to bench/results/promotions-<time>.json.
 */
export async function benchPromotions(customers: number, products: number) {
  const { mkdirSync, writeFileSync } = await import("node:fs")
  const { join } = await import("node:path")
  const { ROOT } = await import("../../e2e/shop-process")
  const { benchShop } = await import("./shop")
  const { cpuMs, pidListeningOn } = await import("./process-memory")
  const { purchaseContext } = await import("./purchase")
  const shop = await benchShop({ name: "bench", env: { CHAKA_SEED_PRODUCTS: String(products) } })
  try {
    const backendPid = pidListeningOn(Number(new URL(shop.backend).port))
    const context = await purchaseContext(shop.backend)
    console.log(`Promotions: ${customers} customers at once, 1 trip, without a promotion, with a code, with an automatic one...`)
    const rows = await promotionComparison(context, customers, Date.now() % 1_000_000, () => cpuMs(backendPid))
    console.table(rows.map(({ failures, ...row }) => row))
    for (const row of rows) for (const failure of row.failures) console.log(`  ${row.promotion} failed: ${failure.slice(0, 300)}`)
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true })
    const file = join(ROOT, "bench", "results", `promotions-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), customers, rows }, null, 2))
    console.log(`Written to ${file}`)
  } finally {
    await shop.stop()
  }
}
