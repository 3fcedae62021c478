import { chromium, type Page } from "@playwright/test"
import { localeOfPath } from "../../storefront/src/i18n/locales"
import { messagesFor, registerCatalogue } from "../../storefront/src/i18n/messages"
import { bangla } from "../../storefront/src/messages/bn"

// A Bangla page's button reads in Bangla.
registerCatalogue("bn", bangla)

/**
 * The phone (issue 40): a 1.6 Mbps / 150 ms link (Lighthouse's mobile "slow 4G") and a
 * CPU four times slower, set through the DevTools protocol on a 360 × 640 touch screen. Each run
 * is a fresh browser context: nothing cached.
 */
export const PHONE = { downloadBytesPerS: (1.6 * 1024 * 1024) / 8, uploadBytesPerS: (750 * 1024) / 8, latencyMs: 150, cpuSlowdown: 4 } as const

export type PhoneResult = {
  /** First contentful paint: the page's text shows. */
  firstPaintMs: number
  /** React has hydrated the page (`<html data-hydrated>`, root.tsx): every script-driven control answers. */
  hydratedMs: number
  /**
   * A shopper's tap on "Add to cart" (on the checkout: its submit button) does something: the
   * button is shown, enabled and either posts its form (works before scripts) or the page has
   * hydrated. Null on a page without one.
   */
  addToCartMs: number | null
  /** Every run's addToCartMs (or hydratedMs on a page without the button); the fields above are the median run's. */
  runs: number[]
}

/**
 * Runs in the page before its own scripts: notes when "Add to cart" first works and when the
 * page hydrated, watching the document as the HTML parses and as React changes it. (Source
 * text, not a function: tsx would wrap a function's inner functions in a helper the page lacks.)
 */
const watchPage = (label: string) => `(() => {
  const marks = {}
  window.__phoneMarks = marks
  const addToCart = () =>
    [...document.querySelectorAll("button, input[type=submit]")].find((element) => (element.innerText || element.value || "").trim() === ${JSON.stringify(label)})
  const check = () => {
    const now = performance.now()
    if (marks.hydrated === undefined && document.documentElement && document.documentElement.dataset.hydrated === "true") marks.hydrated = now
    if (marks.addToCart !== undefined) return
    const button = addToCart()
    if (!button || button.disabled) return
    const box = button.getBoundingClientRect()
    if (!box.width || !box.height) return
    const posts = Boolean(button.form && button.form.method.toLowerCase() === "post" && button.type === "submit")
    if (posts || marks.hydrated !== undefined) marks.addToCart = now
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
  document.addEventListener("DOMContentLoaded", check)
})()`

type Measured = Omit<PhoneResult, "runs">

/** The button a page's shopper taps: "Add to cart", or on the checkout its submit button (before "Cash on delivery" is ticked). */
function buttonOf(url: string): string {
  const messages = messagesFor(localeOfPath(new URL(url).pathname))
  return new URL(url).pathname.includes("/place-order/") ? messages.checkout.proceedToPay : messages.productPage.addToCart
}

async function once(page: Page, url: string): Promise<Measured> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerS,
    uploadThroughput: PHONE.uploadBytesPerS,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown })
  await page.addInitScript(watchPage(buttonOf(url)))
  await page.goto(url, { waitUntil: "load", timeout: 120_000 })
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 })
  const marks = await page.evaluate<{ addToCart?: number; hydrated?: number; firstPaint?: number }>(
    `({ ...window.__phoneMarks, firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime })`
  )
  const firstPaintMs = Math.round(marks.firstPaint ?? 0)
  // A control found while the HTML parsed works once the page has painted, not before.
  return {
    firstPaintMs,
    hydratedMs: Math.round(marks.hydrated ?? 0),
    addToCartMs: marks.addToCart === undefined ? null : Math.round(Math.max(marks.addToCart, firstPaintMs)),
  }
}

/** `runs` loads of each URL on the emulated phone; per URL the median run (by addToCartMs, else hydratedMs). `cookies`: a signed-in page's Cookie header, by URL. */
export async function runPhone(urls: string[], chromePath: string, runs = phoneRuns(), cookies: Record<string, string> = {}): Promise<PhoneResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] })
  try {
    const results: PhoneResult[] = []
    for (const url of urls) {
      const measured: Measured[] = []
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 360, height: 640 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          extraHTTPHeaders: cookies[url] ? { cookie: cookies[url] } : {},
        })
        try {
          measured.push(await once(await context.newPage(), url))
        } finally {
          await context.close()
        }
      }
      const key = (run: Measured) => run.addToCartMs ?? run.hydratedMs
      const sorted = [...measured].sort((a, b) => key(a) - key(b))
      results.push({ ...sorted[Math.floor((sorted.length - 1) / 2)], runs: measured.map(key) })
    }
    return results
  } finally {
    await browser.close()
  }
}

/** BENCH_PHONE_RUNS, default 3. */
export function phoneRuns(): number {
  const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_PHONE_RUNS must be a whole number ≥ 1 (got "${process.env.BENCH_PHONE_RUNS}")`)
  return runs
}
