export type LighthouseResult = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number }

/** One Lighthouse run (its default mobile preset) in Debian's chromium. */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseResult> {
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse } = await import("lighthouse")
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance", "accessibility"] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    }
  } finally {
    chrome.kill()
  }
}
