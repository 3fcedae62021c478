/**
 * `npm run bench:markdown [results.json]`: a bench run's tables in the Markdown of docs/performance.md
 * (the newest file in bench/results by default), so its numbers are copied, not retyped.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { ROOT } from "../e2e/shop-process"

type Load = {
  endpoint: string
  kind: string
  bytes: number
  idleMs: number
  ceilingUrl: string
  connections: number
  rps: number
  p50Ms: number | null
  p95Ms: number | null
  p99Ms: number | null
  errors: number
}
type Step = { step: string; p50Ms: number; p95Ms: number }
type Results = {
  date: string
  totalSeconds: number
  loads: Load[]
  purchases: { mode: string; wallSeconds: number; summary: Step[] }[]
  /** The storefront's pages; results written before wave 3 call them `lighthouse`. */
  pages?: Page[]
  lighthouse?: Page[]
  memory: Record<string, number | undefined>
  storefrontMemory?: Record<string, number | undefined>
}
type Page = {
  route: string
  jsGzipKb: number
  scripts?: number
  performance?: number
  accessibility?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  runs?: number[]
}

const resultsDir = join(ROOT, "bench", "results")
const file =
  process.argv[2] ??
  join(
    resultsDir,
    readdirSync(resultsDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .at(-1) ?? ""
  )
const results = JSON.parse(readFileSync(file, "utf8")) as Results

/** 12345.6 → "12 346"; small numbers keep one decimal. */
const n = (value: number | null | undefined) => {
  if (value === null || value === undefined || Number.isNaN(value)) return "–"
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Number(value.toFixed(1))
  return rounded.toLocaleString("en-US").replace(/,/g, " ")
}
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`
const rule = (columns: number) => `|---|${"---:|".repeat(columns - 1)}`

const lines: string[] = [`Results of ${results.date} (whole bench ${n(results.totalSeconds)} s):`, ""]
// The storefront's rendered pages are compared with the shop listing's row (bench/run.ts, CATALOGUE_ROW).
const storefrontRows = results.loads.some((load) => load.kind === "storefront")
lines.push(
  row(["route", "conns", "alone (ms)", "req/s", "p50", "p95", "p99 (ms)", "errors", "KB", "× stock", "× ceiling", ...(storefrontRows ? ["× catalogue"] : [])])
)
lines.push(rule(storefrontRows ? 12 : 11))
for (const load of results.loads) {
  const stock = results.loads.find((other) => other.kind === "stock" && other.connections === load.connections)
  const ceiling = results.loads.find((other) => other.kind === "ceiling" && other.ceilingUrl === load.ceilingUrl && other.connections === load.connections)
  const catalogue = results.loads.find((other) => other.endpoint === "shop: brand+type+price filter" && other.connections === load.connections)
  const ratio = (reference?: Load) => {
    if (!reference?.rps) return "–"
    const value = load.rps / reference.rps
    return value >= 10 ? n(Math.round(value)) : value < 0.1 ? value.toPrecision(2) : value.toFixed(2)
  }
  lines.push(
    row([
      load.endpoint,
      load.connections,
      n(load.idleMs),
      n(load.rps),
      n(load.p50Ms),
      n(load.p95Ms),
      n(load.p99Ms),
      load.errors,
      n(load.bytes / 1024),
      ratio(stock),
      ratio(ceiling),
      ...(storefrontRows ? [load.kind === "storefront" ? ratio(catalogue) : ""] : []),
    ])
  )
}

lines.push("", row(["purchase step, p50 / p95 (ms)", ...results.purchases.map((run) => run.mode)]), rule(results.purchases.length + 1))
for (const { step } of results.purchases[0]?.summary ?? []) {
  lines.push(row([step, ...results.purchases.map((run) => run.summary.find((s) => s.step === step)).map((s) => (s ? `${n(s.p50Ms)} / ${n(s.p95Ms)}` : "–"))]))
}
lines.push("", results.purchases.map((run) => `${run.mode}: ${n(run.wallSeconds)} s`).join("; "))

const pages = results.pages ?? results.lighthouse ?? []
if (pages.length) {
  lines.push("", row(["storefront", "initial JS (gzip)", "performance (each run)", "accessibility", "LCP", "TBT", "CLS"]), rule(7))
  for (const page of pages) {
    const runs = page.runs?.length ? ` (${page.runs.join(", ")})` : ""
    const scripts = page.scripts ? `, ${page.scripts} scripts` : ""
    const lighthouse =
      page.performance === undefined
        ? ["–", "–", "–", "–", "–"]
        : [`${page.performance}${runs}`, page.accessibility ?? "–", `${n(page.lcpMs)} ms`, `${n(page.tbtMs)} ms`, page.cls ?? "–"]
    lines.push(row([page.route, `${page.jsGzipKb} KB${scripts}`, ...lighthouse]))
  }
}
const rss = (memory: Record<string, number | undefined>) =>
  Object.entries(memory)
    .filter(([name]) => name.endsWith("Mb"))
    .map(([name, value]) => `${name.replace(/Mb$/, "")} ${n(value)}`)
    .join(", ")
lines.push("", `Backend RSS (MB): ${rss(results.memory)}`)
if (results.storefrontMemory) lines.push("", `Storefront server RSS (MB): ${rss(results.storefrontMemory)}`)
console.log(lines.join("\n"))
