import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../../scripts/lib/embedded-db"
import { startShop, type RunningShop } from "../../e2e/shop-process"

/** The benchmarks' ports, away from `npm start`'s 9000/8000 and the e2e tests'. */
export const BENCH_PORTS = { backendPort: 9400, storefrontPort: 8400 } as const

export type BenchShop = {
  backend: string
  storefront: string
  /** True when the benchmark started this shop (false: BENCH_BACKEND_URL/BENCH_STOREFRONT_URL). */
  started: boolean
  /** Seconds `npm start` took to be ready, and its seed's own seconds (first start only). */
  startSeconds?: number
  seedSeconds?: number
  output: () => string
  stop: () => Promise<void>
}

/**
 * The shop a benchmark measures: the running one BENCH_BACKEND_URL and BENCH_STOREFRONT_URL
 * point at, or `npm start`'s production build on the embedded database in a data directory of
 * its own (temporary and removed afterwards, or BENCH_DATA_DIR, kept so the next run skips the
 * seed), on ports 9400/8400. `env` adds settings for the started shop (e.g. CHAKA_SEED_PRODUCTS).
 */
export async function benchShop(options: { name: string; env?: Record<string, string>; timeoutMs?: number }): Promise<BenchShop> {
  const backend = process.env.BENCH_BACKEND_URL
  const storefront = process.env.BENCH_STOREFRONT_URL
  if (backend && storefront) {
    return { backend: backend.replace(/\/$/, ""), storefront: storefront.replace(/\/$/, ""), started: false, output: () => "", stop: async () => {} }
  }
  const keep = process.env.BENCH_DATA_DIR
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), `chaka-${options.name}-`))
  const ports = { ...BENCH_PORTS, dbPort: await freePort() }
  const began = Date.now()
  let shop: RunningShop
  try {
    shop = await startShop({ dataDir, ...ports, env: options.env }, options.timeoutMs ?? 30 * 60_000)
  } catch (error) {
    if (!keep) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const seeded = /Seeded in ([\d.]+) s/.exec(shop.output())
  return {
    backend: `http://localhost:${ports.backendPort}`,
    storefront: `http://localhost:${ports.storefrontPort}`,
    started: true,
    startSeconds: Number(((Date.now() - began) / 1000).toFixed(1)),
    seedSeconds: seeded ? Number(seeded[1]) : undefined,
    output: shop.output,
    stop: async () => {
      await shop.stop()
      if (!keep) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
