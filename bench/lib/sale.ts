import autocannon from "autocannon"
import { percentile, type LoadResult } from "./load"
import { purchase, type PurchaseContext } from "./purchase"

/**
 * A sale, as the catalogue cache meets it: visitors reading every product page and the listing
 * pages (many distinct URLs, not one hot one) while nothing else happens, while customers
 * complete purchases, and while a stranger sends refused writes. Each phase's reads are
 * compared with the quiet phase of the same run.
 */
export type SalePhase = {
  phase: "quiet" | "during purchases" | "during refused POSTs"
  reads: LoadResult & { urls: number }
  /** Purchases completed (and failed), or refused writes sent (and their statuses), meanwhile. */
  background: { done: number; failed: number; statuses?: Record<string, number> }
}

type Options = {
  backend: string
  key: Record<string, string>
  paths: string[]
  connections: number
  durationS: number
  purchases: PurchaseContext
  /** Customers buying one after another each, at once. */
  buyers: number
  /** Refused writes a second. */
  junkPerSecond: number
  firstCustomer: number
}

/** Reads spread over `paths` (each connection walks the list) for `durationS` seconds. */
async function spreadReads(backend: string, key: Record<string, string>, paths: string[], connections: number, durationS: number) {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: backend, connections, duration: durationS, timeout: 30, requests: paths.map((path) => ({ method: "GET" as const, path, headers: key })) },
      (error, done) => (error ? reject(error) : resolve(done))
    )
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Number(value.toFixed(1))
  return {
    connections,
    durationS,
    urls: paths.length,
    requests: result.requests.total,
    rps: round(result.requests.total / durationS),
    p50Ms: latencies.length ? round(percentile(latencies, 50)) : null,
    p95Ms: latencies.length ? round(percentile(latencies, 95)) : null,
    p99Ms: latencies.length ? round(percentile(latencies, 99)) : null,
    errors: result.non2xx + result.errors,
  }
}

/** Asks for each path once, `concurrency` at a time (so a load run measures a full cache, not its filling). */
export async function warmEach(backend: string, key: Record<string, string>, paths: string[], concurrency: number) {
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]
      const response = await fetch(backend + path, { headers: key })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

export async function salePhases(options: Options): Promise<SalePhase[]> {
  const { backend, key, paths, connections, durationS } = options
  const phases: SalePhase[] = []
  // Every URL asked once beforehand, so the quiet phase measures a full cache, not its filling.
  await warmEach(backend, key, paths, 8)
  phases.push({ phase: "quiet", reads: await spreadReads(backend, key, paths, connections, durationS), background: { done: 0, failed: 0 } })

  // Customers buying for the whole phase.
  let buying = true
  let next = options.firstCustomer
  const bought = { done: 0, failed: 0 }
  const buyer = async () => {
    while (buying) {
      await purchase(options.purchases, next++).then(
        () => bought.done++,
        () => bought.failed++
      )
    }
  }
  const buyers = Array.from({ length: options.buyers }, buyer)
  const duringPurchases = await spreadReads(backend, key, paths, connections, durationS)
  buying = false
  await Promise.all(buyers)
  phases.push({ phase: "during purchases", reads: duringPurchases, background: bought })

  // A stranger's refused writes: a review without signing in (401).
  const statuses: Record<string, number> = {}
  let sent = 0
  const junk = setInterval(() => {
    sent++
    void fetch(`${backend}/store/reviews`, { method: "POST", headers: { ...key, "content-type": "application/json" }, body: "{}" }).then(
      (response) => (statuses[response.status] = (statuses[response.status] ?? 0) + 1),
      () => (statuses.error = (statuses.error ?? 0) + 1)
    )
  }, 1000 / options.junkPerSecond)
  const duringJunk = await spreadReads(backend, key, paths, connections, durationS)
  clearInterval(junk)
  phases.push({ phase: "during refused POSTs", reads: duringJunk, background: { done: sent, failed: 0, statuses } })
  return phases
}

/** Every product page and listing pages (newest and by price, pages of 24), as the storefront asks for them. */
export function saleUrls(productIds: string[], regionId: string, productFields: string, listingPages: number): string[] {
  const products = productIds.map((id) => `/store/products/${id}?region_id=${regionId}&fields=${encodeURIComponent(productFields)}`)
  const listings: string[] = []
  for (const order of ["newest", "price_asc", "price_desc"]) {
    for (let page = 0; listings.length < listingPages && page < Math.ceil(listingPages / 3); page++) {
      listings.push(`/store/catalogue/products?limit=24&offset=${page * 24}&order=${order}`)
    }
  }
  return [...products, ...listings]
}
