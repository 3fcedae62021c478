import { test as base, type Page } from "@playwright/test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort, isPortFree } from "../scripts/lib/embedded-db"
import { startBkashDouble, type BkashDouble } from "../backend/integration-tests/http/helpers/bkash-double"
import { startMailCatcher, type MailCatcher } from "./mail-catcher"
import { startShop, type RunningShop, type ShopOptions } from "./shop-process"

/**
 * Until the storefront's page in this tab is hydrated: its rendered HTML shows (and its buttons
 * and fields take clicks and typing) before React runs, and what a shopper does before that is
 * lost. The storefront marks its page `<html data-hydrated>` once React has hydrated it (root.tsx);
 * pages that are not the storefront's (no React Router context) are ready at once.
 */
export const untilHydrated = (page: Page, timeout?: number) =>
  // A function, not a string: the storefront's CSP allows no eval.
  page.waitForFunction(
    () => {
      const page = globalThis as unknown as { __reactRouterContext?: unknown; document: { documentElement: { dataset: Record<string, string | undefined> } } }
      return !page.__reactRouterContext || page.document.documentElement.dataset.hydrated === "true"
    },
    undefined,
    { timeout }
  )

/** How long a page may take to become ready before the shopper reloads it. */
const READY_MS = 45_000

/**
 * Until hydrated; a page still not ready after READY_MS is reloaded once, as a shopper would, and
 * what the browser saw meanwhile (script errors, failed requests) is printed: a starved CI machine
 * once left one page unhydrated for the rest of a 2-minute test, with nothing in the log to say why.
 */
async function readyOrReloaded(page: Page, reload: () => Promise<unknown>, seen: string[]) {
  try {
    await untilHydrated(page, READY_MS)
  } catch {
    console.warn(`e2e: ${page.url()} not hydrated after ${READY_MS / 1000} s; reloading it once. The browser saw: ${seen.slice(-10).join(" | ") || "nothing"}`)
    await reload()
    await untilHydrated(page)
  }
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait until the storefront's page
 * is hydrated (untilHydrated), as a shopper waits for a page to be ready before using it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const seen: string[] = []
    page.on("pageerror", (error) => seen.push(`script error: ${error.message}`))
    page.on("requestfailed", (request) => seen.push(`failed: ${request.url()} (${request.failure()?.errorText})`))
    page.goto = async (...args) => {
      const response = await goto(...args)
      await readyOrReloaded(page, () => reload(), seen)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await readyOrReloaded(page, () => reload(), seen)
      return response
    }
    await use(page)
  },
})

// A fresh data directory seeds a new shop; the first start of a clone also builds everything.
export const FIRST_START_MS = 15 * 60_000

/** The host names a browser may open the shop at: it works from any of them, no CORS setting. */
export type ShopHost = "localhost" | "127.0.0.1"

export type SuiteShop = {
  /** The storefront's address (its one origin: pages, and the backend's public API forwarded). */
  storefront: (path?: string, host?: ShopHost) => string
  /** The backend's own address (the Medusa dashboard, the compatibility API, direct API calls). */
  backend: () => string
  options: () => ShopOptions
  process: () => RunningShop
  /** The mail the shop sent (the shared shop's SMTP_URL points at this catcher). */
  mail: () => MailCatcher
  /** The local bKash the shared shop pays with (its BKASH_* settings point at this double). */
  bkash: () => BkashDouble
}

type Started = { options: ShopOptions; running: RunningShop; mail?: MailCatcher; bkash?: BkashDouble }
type Ports = { backend: number; storefront: number }

/**
 * Starts a freshly seeded shop (`npm start`'s script, embedded PostgreSQL) in a new data
 * directory, on ports nothing else holds: another shop there would answer in this one's place.
 */
async function launch(name: string, ports: Ports, settings?: Record<string, string>): Promise<Started> {
  const port = async (kind: "BACKEND" | "STOREFRONT", fallback: number) => {
    const variable = `E2E_${name.toUpperCase()}_${kind}_PORT`
    const chosen = Number(process.env[variable] ?? fallback)
    if (!(await isPortFree(chosen))) throw new Error(`port ${chosen} is already in use: stop what holds it or set ${variable}`)
    return chosen
  }
  const options: ShopOptions = {
    backendPort: await port("BACKEND", ports.backend),
    storefrontPort: await port("STOREFRONT", ports.storefront),
    dbPort: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), `chaka-e2e-${name}-`)),
    env: settings,
  }
  try {
    return { options, running: await startShop(options, FIRST_START_MS) }
  } catch (error) {
    rmSync(options.dataDir, { recursive: true, force: true })
    throw error
  }
}

async function stop(shop: Started | undefined) {
  await shop?.running.stop()
  await shop?.mail?.stop()
  await shop?.bkash?.stop()
  if (shop) rmSync(shop.options.dataDir, { recursive: true, force: true })
}

function addresses(started: () => Started): SuiteShop {
  return {
    storefront: (path = "/", host: ShopHost = "localhost") => `http://${host}:${started().options.storefrontPort}${path}`,
    backend: () => `http://localhost:${started().options.backendPort}`,
    options: () => started().options,
    process: () => started().running,
    mail: () => {
      const { mail } = started()
      if (!mail) throw new Error("This shop sends no mail to a catcher (a reused shop, or a suite shop started without one)")
      return mail
    },
    bkash: () => {
      const { bkash } = started()
      if (!bkash) throw new Error("This shop takes no bKash from a local double (a reused shop, or a suite shop started without one)")
      return bkash
    },
  }
}

/**
 * One freshly seeded shop for the whole file: started before its first test, stopped and
 * deleted after its last. Ports can be moved with E2E_<NAME>_BACKEND_PORT / E2E_<NAME>_STOREFRONT_PORT.
 */
export function shopForSuite(name: string, ports: Ports, settings?: Record<string, string>): SuiteShop {
  let shop: Started | undefined

  test.beforeAll(async () => {
    test.setTimeout(FIRST_START_MS)
    shop = await launch(name, ports, settings)
  })

  test.afterAll(async () => {
    await stop(shop)
  })

  return addresses(() => {
    if (!shop) throw new Error("The shop has not started")
    return shop
  })
}

/**
 * `test` with the shopper's shop, shared by the files that only browse, buy and read pages
 * (storefront.e2e.ts, seo.e2e.ts): one seeded shop per worker, started for the first of them
 * and stopped when the worker ends (the suite runs in one worker). Its ports: E2E_STORE_*.
 */
export const storeTest = test.extend<object, { storeShop: Started }>({
  storeShop: [
    async ({}, use) => {
      const reused = runningShop()
      if (reused) return use(reused)
      // Its mail goes to a real SMTP server the tests read (password reset, order notices), and
      // it takes bKash from a local double whose pay page stands in for bKash's (bkash.e2e.ts).
      const mail = await startMailCatcher()
      const bkash = await startBkashDouble()
      const settings = {
        SMTP_URL: mail.url,
        MAIL_FROM: "Chaka <shop@chaka.test>",
        BKASH_BASE_URL: bkash.url,
        BKASH_APP_KEY: bkash.credentials.app_key,
        BKASH_APP_SECRET: bkash.credentials.app_secret,
        BKASH_USERNAME: bkash.credentials.username,
        BKASH_PASSWORD: bkash.credentials.password,
      }
      const shop = {
        ...(await launch("store", { backend: 9300, storefront: 8300 }, settings).catch(async (error) => {
          await Promise.all([mail.stop(), bkash.stop()])
          throw error
        })),
        mail,
        bkash,
      }
      try {
        await use(shop)
      } finally {
        await stop(shop)
      }
    },
    { scope: "worker", timeout: FIRST_START_MS },
  ],
})

/**
 * While writing tests: E2E_REUSE_SHOP=<storefront port>:<backend port> runs the shared-shop
 * files against a shop already started (`npm start`) instead of a fresh one. Its log is not read.
 */
function runningShop(): Started | undefined {
  const reuse = /^(\d+):(\d+)$/.exec(process.env.E2E_REUSE_SHOP ?? "")
  if (!reuse) return undefined
  const options: ShopOptions = { storefrontPort: Number(reuse[1]), backendPort: Number(reuse[2]), dbPort: 0, dataDir: "" }
  const running = { output: () => "", stop: async () => null, pid: 0, exited: new Promise<number | null>(() => {}) }
  return { options, running }
}

/** The shared shopper's shop (storeTest) for this file's tests: call at the top of the file. */
export function sharedStoreShop(): SuiteShop {
  let shop: Started | undefined
  storeTest.beforeAll(({ storeShop }) => {
    shop = storeShop
  })
  return addresses(() => {
    if (!shop) throw new Error("The shop has not started")
    return shop
  })
}
