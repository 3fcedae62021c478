/**
 * `npm run bench -- --servers`: the production layout of docker-compose.yml (topology/stack.ts:
 * PostgreSQL, Redis, S3, two `server` processes and a worker, no Docker) measured with one
 * server process and with two, in the same run:
 * - catalogue reads: the store's product pages and listing pages (many distinct URLs) for
 *   BENCH_DURATION seconds at BENCH_SERVER_CONNECTIONS connections, all on server 1, then the
 *   same connections split over servers 1 and 2;
 * - purchases: BENCH_SERVER_PURCHASES whole purchases (sign-up, cart, address, delivery, cash
 *   on delivery, "Place order"), 10 customers at a time, all on server 1, then alternating;
 *   purchases per second of wall time.
 * Each is measured twice in the order 1, 2, 1, 2 so that a drift of the machine shows. Needs
 * PostgreSQL and Redis as the topology test does (TOPOLOGY_DATABASE_URL, TOPOLOGY_REDIS_URL).
 * Writes bench/results/servers-<time>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ROOT } from "../e2e/shop-process"
import { backendCall, shopConfig } from "../e2e/store-api"
import { adminOn, completeCart, createProduct, prepareCart } from "../topology/shop"
import { missingServices, startLayout, type BackendProcess } from "../topology/stack"
import { load, type LoadResult } from "./lib/load"

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_SERVER_CONNECTIONS ?? 20)
const PURCHASES = Number(process.env.BENCH_SERVER_PURCHASES ?? 30)
const AT_ONCE = 10

type Reads = { servers: number; rps: number; p50Ms: number | null; p95Ms: number | null; errors: number; perServer: number[] }
type Purchases = { servers: number; purchases: number; failed: number; seconds: number; perSecond: number }

/** The connections split over the servers, each running at once; requests summed, latencies the worst server's. */
async function reads(servers: BackendProcess[], paths: string[], headers: Record<string, string>): Promise<Reads> {
  const share = Math.floor(CONNECTIONS / servers.length)
  const results: LoadResult[] = await Promise.all(servers.map((server) => load(server.url, share, DURATION_S, { headers, paths })))
  const worst = (key: "p50Ms" | "p95Ms") => Math.max(...results.map((result) => result[key] ?? Infinity))
  return {
    servers: servers.length,
    rps: Math.round(results.reduce((sum, result) => sum + result.rps, 0)),
    p50Ms: Number.isFinite(worst("p50Ms")) ? worst("p50Ms") : null,
    p95Ms: Number.isFinite(worst("p95Ms")) ? worst("p95Ms") : null,
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    perServer: results.map((result) => Math.round(result.rps)),
  }
}

/** PURCHASES whole purchases, AT_ONCE customers at a time, the customers on the servers in turn. */
async function buy(servers: BackendProcess[], variantId: string, run: string): Promise<Purchases> {
  const began = Date.now()
  let next = 0
  let failed = 0
  const customer = async () => {
    while (next < PURCHASES) {
      const n = next++
      const server = servers[n % servers.length]
      try {
        const cart = await prepareCart(server, variantId, `bench.servers.${run}.${n}`, n)
        if (!(await completeCart(server, cart)).orderId) failed++
      } catch {
        failed++
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, customer))
  const seconds = (Date.now() - began) / 1000
  return {
    servers: servers.length,
    purchases: PURCHASES,
    failed,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(((PURCHASES - failed) / seconds) * 100) / 100,
  }
}

export async function benchServers(): Promise<void> {
  const missing = await missingServices()
  if (missing) {
    console.log(`SKIPPED the one-vs-two-servers benchmark: ${missing}`)
    return
  }
  console.log("Starting the production layout (build, migrations, demo seed, two servers and a worker)...")
  const { stack, server1, server2 } = await startLayout()
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stack.stop().then(() => process.exit(130)))
  try {
    const { publishable_key, region_id } = await shopConfig(server1.url)
    const headers = { "x-publishable-api-key": publishable_key }
    const { products } = await backendCall(server1.url, "GET", "/store/products?limit=100&fields=id", undefined, headers)
    const ids = (products as { id: string }[]).map((product) => product.id)
    const paths = [
      ...ids.map((id) => `/store/products/${id}?region_id=${region_id}`),
      ...Array.from({ length: Math.ceil(ids.length / 12) }, (_, page) => `/store/products?limit=12&offset=${page * 12}&region_id=${region_id}`),
    ]
    // Every URL once on each server first: both caches warm, as in a shop that has been open a while.
    for (const server of [server1, server2]) for (const path of paths) await backendCall(server.url, "GET", path, undefined, headers)
    const { variantId } = await createProduct(await adminOn(server1.url), `Bench Servers ${Date.now().toString(36)}`, 10 * PURCHASES)

    const one = [server1]
    const two = [server1, server2]
    console.log(
      `Catalogue reads: ${paths.length} URLs, ${CONNECTIONS} connections, ${DURATION_S} s a run; purchases: ${PURCHASES} a run, ${AT_ONCE} at a time.`
    )
    const readRuns: Reads[] = []
    for (const servers of [one, two, one, two]) {
      readRuns.push(await reads(servers, paths, headers))
      console.log(`  reads, ${servers.length} server(s): ${JSON.stringify(readRuns.at(-1))}`)
    }
    const purchaseRuns: Purchases[] = []
    for (const [i, servers] of [one, two, one, two].entries()) {
      purchaseRuns.push(await buy(servers, variantId, `${Date.now().toString(36)}${i}`))
      console.log(`  purchases, ${servers.length} server(s): ${JSON.stringify(purchaseRuns.at(-1))}`)
    }

    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
    const summary = {
      readsPerSecond: {
        one: mean(readRuns.filter((r) => r.servers === 1).map((r) => r.rps)),
        two: mean(readRuns.filter((r) => r.servers === 2).map((r) => r.rps)),
      },
      purchasesPerSecond: {
        one: mean(purchaseRuns.filter((r) => r.servers === 1).map((r) => r.perSecond)),
        two: mean(purchaseRuns.filter((r) => r.servers === 2).map((r) => r.perSecond)),
      },
    }
    console.log("\n| measure | one server | two servers | two / one |\n|---|---|---|---|")
    for (const [name, { one, two }] of Object.entries(summary)) console.log(`| ${name} | ${one} | ${two} | ${(two / one).toFixed(2)} |`)
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true })
    const file = join(ROOT, "bench", "results", `servers-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          cpus: (await import("node:os")).cpus().length,
          DURATION_S,
          CONNECTIONS,
          PURCHASES,
          AT_ONCE,
          readRuns,
          purchaseRuns,
          summary,
        },
        null,
        2
      )
    )
    console.log(`\nWrote ${file}`)
  } finally {
    await stack.stop()
  }
}
