import { pathToFileURL } from "node:url"
import type { Result } from "lighthouse"

export type LighthouseResult = {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Every run's performance score; the other fields are the median run's. */
  runs: number[]
}

/** BENCH_LIGHTHOUSE_RUNS, default 3 (Lighthouse's variability guide reports the median of several). */
export function lighthouseRuns(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1 (got "${process.env.BENCH_LIGHTHOUSE_RUNS}")`)
  return runs
}

/** One Lighthouse run (its default mobile preset) in a fresh Debian chromium. */
async function once(url: string, chromePath: string, cookie?: string): Promise<Result> {
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse } = await import("lighthouse")
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/**
 * One run that saw the page paint. On a loaded machine Chrome now and then reports no first
 * contentful paint (Lighthouse's NO_FCP): that run measured nothing, and computeMedianRun
 * refuses a set with one, so it is run again (twice at most).
 */
async function painted(url: string, chromePath: string, cookie?: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await once(url, chromePath, cookie)
    if (result.audits["first-contentful-paint"]?.numericValue !== undefined || attempt === 3) return result
    console.warn(`Lighthouse saw no first paint of ${url} (${result.runtimeError?.code ?? "no FCP"}); running it again`)
  }
}

/**
 * `runs` Lighthouse runs of `url`, reported as the median run that Lighthouse itself picks
 * (closest to the median FCP and TTI — what PageSpeed Insights and Lighthouse CI report).
 * Why several: headless Chrome intermittently shows a page's first frame one or two whole
 * seconds after the page has painted, with its main thread idle meanwhile (the compositor
 * withholds frames: GoogleChrome/lighthouse#17148); Lighthouse's simulation then counts
 * everything loaded by then as needed for the first paint, and that run scores 5–12 points
 * low. One run can land either way; the median of three rarely does. `cookie`: a signed-in page's.
 */
export async function runLighthouse(url: string, chromePath: string, runs = lighthouseRuns(), cookie?: string): Promise<LighthouseResult> {
  // By file URL: the package has no export map, and tsx cannot resolve a deep specifier here.
  const medianRun = pathToFileURL(require.resolve("lighthouse/core/lib/median-run.js")).href
  const { computeMedianRun } = (await import(medianRun)) as typeof import("lighthouse/core/lib/median-run.js")
  const results: Result[] = []
  for (let i = 0; i < runs; i++) results.push(await painted(url, chromePath, cookie))
  const { categories, audits } = computeMedianRun(results)
  return {
    performance: score(categories.performance.score),
    accessibility: score(categories.accessibility.score),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    runs: results.map((result) => score(result.categories.performance.score)),
  }
}

const score = (value: number | null) => Math.round((value ?? 0) * 100)
