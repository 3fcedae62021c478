import AxeBuilder from "@axe-core/playwright"
import { chromium } from "@playwright/test"

export type AxeResult = { serious: string[] }

/** axe-core's serious and critical violations on each page, once it has rendered; `cookies`: a signed-in page's Cookie header, by URL. */
export async function runAxe(urls: string[], chromePath: string, ready: string, cookies: Record<string, string> = {}): Promise<AxeResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] })
  try {
    const results: AxeResult[] = []
    for (const url of urls) {
      const context = await browser.newContext({ extraHTTPHeaders: cookies[url] ? { cookie: cookies[url] } : {} })
      const page = await context.newPage()
      await page.goto(url)
      await page.locator(ready).first().waitFor()
      const { violations } = await new AxeBuilder({ page }).analyze()
      results.push({ serious: violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`) })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
