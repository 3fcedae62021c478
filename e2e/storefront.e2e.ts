import { expect, test, type Page } from "@playwright/test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { shopForSuite } from "./shop-fixture"
import { ROOT } from "./shop-process"
import { storeGet } from "./store-api"

// The storefront's browsing screens against the seeded demo shop (spec section 2).
const SCREENSHOTS = join(ROOT, "docs", "screenshots")

test.describe.configure({ mode: "serial" })

const { storefront, backend } = shopForSuite("store", { backend: 9300, storefront: 8300 })

/** The product id of a seeded handle, read from the store API. */
async function productId(handle: string) {
  return (await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${handle}&fields=id`)).products[0].id
}

const grid = (page: Page) => page.locator(".product-grid").first()
const gridTitles = async (page: Page) => (await grid(page).locator(".product-card__title").allInnerTexts()).sort()

/** Set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots (committed, linked from the README). */
async function screenshot(page: Page, name: string) {
  if (!process.env.UPDATE_SCREENSHOTS) return
  // Taken once the products and pictures are in, not of the loading placeholders.
  await expect(page.locator("article.product-card, .gallery__main[src]").first()).toBeVisible()
  await page.waitForLoadState("networkidle")
  await page.evaluate("document.fonts.ready")
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })
}

test("brand and type filters live in the URL and narrow the grid; the footer is hidden under /shop", async ({ page }) => {
  await page.goto(storefront("/shop"))
  await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible()
  await expect(page.locator(".site-footer")).toHaveCount(0)

  await page.getByRole("checkbox", { name: /^Hike/ }).click()
  await expect(page).toHaveURL(/brand=Hike/)
  const hike = PRODUCTS.filter((p) => p.brand === "Hike").map((p) => p.title).sort()
  await expect.poll(() => gridTitles(page)).toEqual(hike)

  await page.getByRole("checkbox", { name: /^Phoenix/ }).click()
  await expect(page).toHaveURL(/brand=Hike%7CPhoenix|brand=Hike\|Phoenix/)
  const both = PRODUCTS.filter((p) => p.brand === "Hike" || p.brand === "Phoenix")
  await expect(page.getByText(`${both.length} products`)).toBeVisible()

  // The filtered page survives a reload.
  await page.reload()
  await expect(page.getByRole("checkbox", { name: /^Phoenix/ })).toBeChecked()
  await expect(page.getByText(`${both.length} products`)).toBeVisible()
  await screenshot(page, "shop-1280")
})

test("a minimum price above the maximum is ignored; the maximum still applies", async ({ page }) => {
  await page.goto(storefront("/shop"))
  await page.getByLabel("Minimum").fill("300000")
  await page.getByLabel("Maximum").fill("20000")
  await page.getByRole("button", { name: "Apply" }).click()
  await expect(page).toHaveURL(/min=300000&max=20000/)
  const upTo20000 = PRODUCTS.filter((p) => p.price <= 20000)
  await expect(page.getByText(`${upTo20000.length} products`)).toBeVisible()
})

test("a category page, with spaces in its name, and an empty one", async ({ page }) => {
  await page.goto(storefront("/shop/City and Hybrid"))
  await expect(page.getByRole("heading", { name: "City and Hybrid", level: 1 })).toBeVisible()
  const city = PRODUCTS.filter((p) => ["commuter", "comfort"].includes(p.category))
  await expect(page.getByText(`${city.length} products`)).toBeVisible()

  await page.goto(storefront("/shop/Unicycles"))
  await expect(page.getByText("There is no product")).toBeVisible()
})

test("search shows results from the third character and 'No product found' for nonsense", async ({ page }) => {
  await page.goto(storefront("/"))
  const search = page.getByRole("searchbox", { name: "Search products" })
  await search.fill("Bi")
  await page.waitForTimeout(700)
  await expect(page.locator(".search__results")).toHaveCount(0)

  await search.fill("Bianchi")
  const results = page.locator(".search__results")
  await expect(results.getByText("Bianchi Magma 9.2")).toBeVisible()
  await search.fill("zzqxv")
  await expect(results.getByText("No product found")).toBeVisible()
  await search.fill("")
  await expect(results).toHaveCount(0)
})

test("the product page: gallery, price, and 'Out of stock' once the quantity reaches the stock", async ({ page }) => {
  const magma = PRODUCTS.find((p) => p.handle === "bianchi-magma-9-2")!
  await page.goto(storefront(`/products/${await productId(magma.handle)}`))
  await expect(page.getByRole("heading", { name: magma.title, level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(magma.title))
  await expect(page.getByText("In stock!")).toBeVisible()
  await screenshot(page, "product-1280")

  const increase = page.getByRole("button", { name: "Increase quantity" })
  for (let quantity = 1; quantity < magma.stock; quantity++) await increase.click()
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(String(magma.stock))
  await expect(page.getByText("Out of stock")).toBeVisible()
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled()

  await page.getByRole("button", { name: "Decrease quantity" }).click()
  await expect(page.getByText("In stock!")).toBeVisible()
})

test("home, news and an unknown path", async ({ page }) => {
  await page.goto(storefront("/"))
  await expect(page.getByRole("heading", { name: "Latest products" })).toBeVisible()
  await expect(page.locator(".site-footer")).toContainText("Mon-Sun 9 AM to 8 PM")
  await screenshot(page, "home-1280")

  await page.goto(storefront("/news"))
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible()
  await expect(page.locator(".news-card").first()).toBeVisible()

  await page.goto(storefront("/no/such/page"))
  await expect(page.getByRole("heading", { name: "404 page" })).toBeVisible()
})

test("at 400 px the header folds its menu behind a button", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 860 })
  await page.goto(storefront("/"))
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav).toBeHidden()
  await page.getByRole("button", { name: "Menu" }).click()
  await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible()
  await screenshot(page, "home-400")

  await page.goto(storefront("/shop"))
  await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible()
  await screenshot(page, "shop-400")
  await page.goto(storefront(`/products/${await productId("bianchi-magma-9-2")}`))
  await expect(page.getByText("In stock!")).toBeVisible()
  await screenshot(page, "product-400")
})

test("on a phone, the listing shows the shop's smaller copy of each picture and never fetches the full one", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 400, height: 860 }, deviceScaleFactor: 1 })
  const page = await phone.newPage()
  const pictures: string[] = []
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image") pictures.push(request.url())
  })
  await page.goto(storefront("/shop"))
  const first = page.locator(".product-card img").first()
  await expect(first).toHaveJSProperty("complete", true)
  const shown = await first.evaluate((element) => {
    const img = element as unknown as { currentSrc: string; naturalWidth: number }
    return { currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }
  })
  expect(shown.currentSrc).toMatch(/\/w480_640\/[^/]+\.480w\.webp$/)
  expect(shown.naturalWidth).toBeGreaterThan(0)
  await page.waitForLoadState("networkidle")
  // The early preload asks for the same copy as the card, so nothing is fetched twice.
  const seeded = pictures.filter((url) => url.includes("/w480_640/"))
  expect(seeded.length).toBeGreaterThan(0)
  expect(seeded.filter((url) => !url.endsWith(".480w.webp"))).toEqual([])
  expect(new Set(seeded).size).toBe(seeded.length)
  await phone.close()
})
