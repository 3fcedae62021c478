import type { LighthouseResult } from "./lighthouse"

/**
 * The storefront's targets for `/`, `/shop` and a product page, shared by `npm run bench` and
 * `npm run bench:web`: the JavaScript a browser downloads before the page can hydrate (gzip,
 * bench/lib/route-js.ts), and Lighthouse mobile's median run of BENCH_LIGHTHOUSE_RUNS (3).
 * CLS is compared as Lighthouse reports it, rounded to 3 decimals: exactly 0. Total Blocking
 * Time ≤ 150 ms (issue 40: a phone's page answers taps soon after it shows).
 */
export const STOREFRONT_TARGETS = { jsGzipKb: 100, performance: 98, lcpMs: 1200, tbtMs: 150, cls: 0 } as const

export type PageRow = { route: string; jsGzipKb: number } & Partial<LighthouseResult>

/** One line per target a page misses ([] when it meets them all; Lighthouse's only when it ran). */
export function pageMisses(row: PageRow, targets: typeof STOREFRONT_TARGETS = STOREFRONT_TARGETS): string[] {
  const misses: string[] = []
  if (row.jsGzipKb > targets.jsGzipKb) misses.push(`${row.route}: initial JS ${row.jsGzipKb} KB > ${targets.jsGzipKb} KB`)
  if (row.performance !== undefined && row.performance < targets.performance)
    misses.push(`${row.route}: performance ${row.performance} < ${targets.performance}`)
  if (row.lcpMs !== undefined && row.lcpMs > targets.lcpMs) misses.push(`${row.route}: LCP ${row.lcpMs} ms > ${targets.lcpMs} ms`)
  if (row.tbtMs !== undefined && row.tbtMs > targets.tbtMs) misses.push(`${row.route}: TBT ${row.tbtMs} ms > ${targets.tbtMs} ms`)
  if (row.cls !== undefined && row.cls > targets.cls) misses.push(`${row.route}: CLS ${row.cls} > ${targets.cls}`)
  return misses
}
