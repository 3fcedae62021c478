import { expect, test } from "@playwright/test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isPortFree, freePort } from "../scripts/lib/embedded-db"
import { DEMO_ADMIN, PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { startShop, type RunningShop, type ShopOptions } from "./shop-process"
import { storeGet } from "./store-api"

// The first start of a fresh clone builds the backend, the admin and the storefront.
const FIRST_START_MS = 15 * 60_000
const RESTART_MS = 5 * 60_000

test.describe.configure({ mode: "serial" })

let options: ShopOptions
let shop: RunningShop
const storefront = () => `http://localhost:${options.storefrontPort}`
const backend = () => `http://localhost:${options.backendPort}`

test.beforeAll(async () => {
  test.setTimeout(FIRST_START_MS)
  options = {
    dataDir: mkdtempSync(join(tmpdir(), "chaka-e2e-")),
    backendPort: Number(process.env.E2E_BACKEND_PORT ?? 9100),
    storefrontPort: Number(process.env.E2E_STOREFRONT_PORT ?? 8100),
    dbPort: await freePort(),
  }
  // Another shop on these ports would answer in this one's place.
  for (const port of [options.backendPort, options.storefrontPort]) {
    if (!(await isPortFree(port))) throw new Error(`port ${port} is already in use: stop what holds it or set E2E_BACKEND_PORT / E2E_STOREFRONT_PORT`)
  }
  shop = await startShop(options, FIRST_START_MS)
})

test.afterAll(async () => {
  await shop?.stop()
  if (options) rmSync(options.dataDir, { recursive: true, force: true })
})

test("the first start seeds the shop and prints the addresses and the admin credentials", async () => {
  const output = shop.output()
  expect(output).toContain("Seeding the demo shop (first run)")
  expect(output).toContain(`Storefront       ${storefront()}`)
  expect(output).toContain(`${backend()}/app`)
  expect(output).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`)
})

test("the home page lists the seeded bicycles with taka prices", async ({ page }) => {
  await page.goto(storefront())
  for (const product of PRODUCTS.slice(0, 6)) {
    // A bicycle may show twice: among the latest and among the best selling (issue 40).
    const title = page.getByText(product.title, { exact: true }).first()
    await expect(title).toBeVisible()
  }
  await expect(page.getByText("৳").first()).toBeVisible()

  // Every price shown is the seeded price of that product, in taka.
  const sample = PRODUCTS.filter((p) => p.stock > 0).slice(0, 5)
  for (const product of sample) {
    const card = page.locator("article, li, [data-product]").filter({ hasText: product.title }).first()
    const text = (await card.innerText()).split("\n").find((line) => line.includes("৳"))
    expect(text, `price of ${product.title}`).toBeDefined()
    expect(Number(text!.replace(/[^0-9]/g, ""))).toBe(product.price)
  }
  await expect(page.locator("img[alt]").first()).toBeVisible()
})

test("the admin dashboard at /app accepts the printed admin credentials", async ({ page }) => {
  await page.goto(`${backend()}/app`)
  await page.locator('input[name="email"]').fill(DEMO_ADMIN.email)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  await expect(page).toHaveURL(/\/app\/orders/)
  await expect(page.locator('input[name="password"]')).toHaveCount(0)
})

test("a second start reuses the data and does not seed again", async ({ page }) => {
  test.setTimeout(RESTART_MS + 60_000)
  expect(await shop.stop()).toBe(0)
  expect(await isPortFree(options.dbPort)).toBe(true)

  shop = await startShop(options, RESTART_MS)
  expect(shop.output()).toContain("Demo data already present")
  expect(shop.output()).not.toContain("Seeding the demo shop")

  expect((await storeGet<{ count: number }>(backend(), "/store/products?limit=1&fields=id")).count).toBe(PRODUCTS.length)

  await page.goto(storefront())
  await expect(page.getByText(PRODUCTS[0].title, { exact: true }).first()).toBeVisible()
})
