import { createHash } from "node:crypto"
import { expect } from "@playwright/test"
import { readFileSync } from "node:fs"
import http from "node:http"
import { join } from "node:path"
import { isPortFree } from "../scripts/lib/embedded-db"
import { FIRST_START_MS, shopForSuite, test } from "./shop-fixture"
import { childrenOf, startShop, type RunningShop } from "./shop-process"
import { placeDemoOrder } from "./store-order"

// The process tree `npm start` runs: a storefront server that survives malformed URLs and
// sends the security headers, and a supervisor that never leaves half a shop running.
test.describe.configure({ mode: "serial" })

const shop = shopForSuite("processes", { backend: 9700, storefront: 8700 })

/** A raw GET (fetch would normalise the path): status and body. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    req.on("error", reject)
    req.end()
  })
}

const closed = async (port: number) => isPortFree(port)

/** Waits for a port to be closed, or fails after `timeoutMs`. */
async function expectClosed(port: number, what: string, timeoutMs = 45_000) {
  await expect.poll(() => closed(port), { message: `${what} (port ${port}) stopped`, timeout: timeoutMs }).toBe(true)
}

/** The PID of the embedded PostgreSQL (its postmaster.pid, first line). */
const postgresPid = () => Number(readFileSync(join(shop.options().dataDir, "postgres", "pgdata", "postmaster.pid"), "utf8").split("\n")[0])

/** The node process running scripts/start.ts: the child of the tsx the harness started (from /proc). */
function startScriptPid(tsxPid: number): number {
  const children = childrenOf(tsxPid)
  expect(children).toHaveLength(1)
  return children[0]
}

test("malformed and escaping storefront URLs get 400/404, every answer carries the security headers, and a customer still buys", async ({ page }) => {
  const port = shop.options().storefrontPort
  for (const path of ["/%E0%A4%A", "/..%2Fdist-x/x", "/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/package.json", "/assets/..%2F..%2Fpackage.json"]) {
    const answer = await rawGet(port, path)
    expect({ path, status: answer.status }).toEqual({ path, status: 400 })
    expect(answer.body).not.toContain('"name"')
    expect(answer.headers["x-frame-options"]).toBe("DENY")
  }
  expect((await rawGet(port, "/assets/missing-file.js")).status).toBe(404)

  // The server is still there, and renders the home page with its headers. Scripts run only
  // from the shop's own files or by their hashes (a page kept for every visitor carries no
  // secret nonce: server/page-cache/script-hashes.ts); the browser talks to this origin alone
  // (the backend is forwarded behind it), so connect-src names no other address.
  const home = await rawGet(port, "/")
  expect(home.status).toBe(200)
  const csp = String(home.headers["content-security-policy"])
  expect(csp).toContain("frame-ancestors 'none'")
  const hashes = /script-src 'self'((?: 'sha256-[A-Za-z0-9+/=]+')+)(;|$)/.exec(csp)?.[1]
  expect(hashes, csp).toBeDefined()
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/)
  expect(csp).not.toContain(`:${shop.options().backendPort}`)
  expect(home.headers).toMatchObject({
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  })
  // Every script the page runs is named by its hash (data blocks such as JSON-LD are not run).
  const runs = (attributes: string) => /^(module|text\/javascript)?$/.test(/\btype="([^"]*)"/.exec(attributes)?.[1] ?? "")
  const scripts = [...home.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((tag) => runs(tag[1]) && tag[2])
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, , text] of scripts) expect(hashes).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`)
  // A page rendered for one request (a screen no visitor shares) keeps a nonce of its own.
  const nonceOf = async () =>
    /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(String((await rawGet(port, "/log-in")).headers["content-security-policy"]))?.[1]
  const nonce = await nonceOf()
  expect(nonce).toBeDefined()
  expect(await nonceOf()).not.toBe(nonce)

  // The rendered pages satisfy their own policy: no violation while a product page loads and runs.
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const loaded = (selector: string) =>
    expect.poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate(
          (img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0
        )
    )
  await page.goto(shop.storefront("/"))
  await loaded("img").toBe(true)
  await page.waitForLoadState("networkidle")
  await page.goto(shop.storefront("/shop"))
  await expect(page.locator("article.product-card").first()).toBeVisible()
  await page.locator("article.product-card a").first().click()
  await expect(page.locator(".gallery__main")).toBeVisible()
  await loaded(".gallery__main").toBe(true)
  expect(violations).toEqual([])

  // The backend is ready and still sells.
  const ready = await fetch(`${shop.backend()}/ready`)
  expect(ready.status).toBe(200)
  expect(await ready.json()).toEqual({ status: "ok" })
  expect(await placeDemoOrder(shop.backend())).toMatch(/^order_/)
})

test("when the embedded PostgreSQL dies, npm start stops the backend and the storefront and exits 1 saying why", async () => {
  const { backendPort, storefrontPort, dbPort } = shop.options()
  const running = shop.process()
  process.kill(postgresPid(), "SIGKILL")

  const code = await running.exited
  expect(code).toBe(1)
  const lines = running
    .output()
    .split("\n")
    .filter((line) => line.startsWith("npm start:"))
  expect(lines).toEqual([expect.stringMatching(/^npm start: the embedded PostgreSQL stopped \(signal SIGKILL\); stopping Chaka\.$/)])
  for (const [port, what] of [
    [backendPort, "the backend"],
    [storefrontPort, "the storefront"],
    [dbPort, "PostgreSQL"],
  ] as const) {
    expect({ what, closed: await closed(port) }).toEqual({ what, closed: true })
  }
})

test("when npm start is killed with SIGKILL, its watchdog stops the backend, the storefront server and then the database", async () => {
  test.setTimeout(FIRST_START_MS)
  const options = shop.options()
  // Same data directory: built and seeded, so this start only boots.
  let again: RunningShop | undefined
  try {
    again = await startShop(options, FIRST_START_MS)
    expect((await fetch(`${shop.backend()}/ready`)).status).toBe(200)
    process.kill(startScriptPid(again.pid), "SIGKILL")
    await expectClosed(options.backendPort, "the backend")
    await expectClosed(options.dbPort, "PostgreSQL")
    await expectClosed(options.storefrontPort, "the storefront")
    expect(again.output()).toContain("npm start ended without stopping what it started: stopping the backend, the storefront server, the embedded PostgreSQL")
  } finally {
    await again?.stop()
  }
})

test("when the process that runs npm start's script is killed (here tsx), the script stops the shop itself", async () => {
  test.setTimeout(FIRST_START_MS)
  const options = shop.options()
  let again: RunningShop | undefined
  try {
    again = await startShop(options, FIRST_START_MS)
    process.kill(again.pid, "SIGKILL")
    await expectClosed(options.backendPort, "the backend")
    await expectClosed(options.dbPort, "PostgreSQL")
    await expectClosed(options.storefrontPort, "the storefront")
    await expect.poll(() => again!.output()).toMatch(/npm start: its parent process \d+ ended; stopping Chaka\./)
  } finally {
    await again?.stop()
  }
})

test("SIGTERM (as Ctrl-C) stops the backend, then the database, and exits 0", async () => {
  test.setTimeout(FIRST_START_MS)
  const options = shop.options()
  const again = await startShop(options, FIRST_START_MS)
  const code = await again.stop()
  expect(code).toBe(0)
  expect(again.output()).toContain("Stopping Chaka...")
  expect(again.output()).not.toMatch(/^npm start:|npm start ended without stopping/m)
  for (const [port, what] of [
    [options.backendPort, "the backend"],
    [options.storefrontPort, "the storefront"],
    [options.dbPort, "PostgreSQL"],
  ] as const) {
    expect({ what, closed: await closed(port) }).toEqual({ what, closed: true })
  }
})
