import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { shopConfig, storeGet } from "./store-api"
import { CATEGORIES } from "../backend/src/scripts/seed/catalogue"
import { BANGLA_CATEGORIES } from "../backend/src/scripts/seed/catalogue-bangla"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"

// The header's search and the results page (/search?q=) on a phone, against the seeded shop:
// the dropdown, Enter, "See all N results", the catalogue's ranked order, filters and pages
// that keep the search, the layout at 320–360 px, accessibility, and odd addresses.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

const { storefront, backend } = sharedStoreShop()

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")

type Listing = { products: { title: string }[]; count: number }
/** The catalogue's own answer for a search: its ranked order and count. */
const catalogue = (q: string, extra = "") => storeGet<Listing>(backend(), `/store/catalogue/products?q=${encodeURIComponent(q)}&limit=24${extra}`)

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search products" })
const dropdown = (page: Page) => page.locator(".search__results")
const gridTitles = (page: Page) => page.locator(".product-grid .product-card__title").allInnerTexts()
const heading = (page: Page) => page.getByRole("heading", { level: 1 })

// What page.evaluate's functions see in the browser (this project's tsconfig has no DOM types).
type Browser = {
  innerWidth: number
  document: { documentElement: { scrollWidth: number }; elementFromPoint: (x: number, y: number) => { closest: (selector: string) => unknown } | null }
}

/** How far the page is wider than the screen (> 0: it scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const window = globalThis as unknown as Browser
    return window.document.documentElement.scrollWidth - window.innerWidth
  })

/** A point of the contact strip (above the header and its dropdown) with nothing to press. */
async function blankPoint(page: Page) {
  const strip = (await page.locator(".contact-strip").boundingBox())!
  const point = { x: strip.x + strip.width - 4, y: strip.y + strip.height / 2 }
  const pressable = await page.evaluate(
    ({ x, y }) => Boolean((globalThis as unknown as Browser).document.elementFromPoint(x, y)?.closest("a, button, input")),
    point
  )
  expect(pressable).toBe(false)
  return point
}

test("typing shows the results; a tap outside, Escape and an empty box close them", async ({ page }) => {
  await page.goto(storefront("/"))
  await searchBox(page).tap()
  await searchBox(page).fill("Bianchi")
  await expect(dropdown(page).getByText("Bianchi Magma 9.2")).toBeVisible()

  const { x, y } = await blankPoint(page)
  await page.touchscreen.tap(x, y)
  await expect(dropdown(page)).toHaveCount(0)
  await expect(page).toHaveURL(storefront("/"))

  await searchBox(page).tap()
  await expect(dropdown(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dropdown(page)).toHaveCount(0)

  await searchBox(page).fill("Bianchi M")
  await expect(dropdown(page)).toBeVisible()
  await searchBox(page).fill("")
  await expect(dropdown(page)).toHaveCount(0)
})

test("Enter opens /search?q= with the catalogue's ranked results, named by the search and kept out of the index", async ({ page }) => {
  const ranked = await catalogue("road")
  expect(ranked.count).toBeGreaterThan(1)
  await page.goto(storefront("/"))
  await searchBox(page).fill("road")
  await searchBox(page).press("Enter")
  await expect(page).toHaveURL(storefront("/search?q=road"))
  await expect(heading(page)).toHaveText("Search results for “road”")
  await expect(page.getByText(`${ranked.count} products`)).toBeVisible()
  await expect.poll(() => gridTitles(page)).toEqual(ranked.products.map((p) => p.title))
  await expect(page).toHaveTitle("Search results for “road” · /search · Chaka")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  // The box keeps the search, its dropdown closed.
  await expect(searchBox(page)).toHaveValue("road")
  await expect(dropdown(page)).toHaveCount(0)
})

test("Enter works before the page's script has run: a plain form", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(storefront("/"))
  await searchBox(page).fill("helmet")
  await searchBox(page).press("Enter")
  await expect(page).toHaveURL(storefront("/search?q=helmet"))
  await expect(heading(page)).toHaveText("Search results for “helmet”")
  await expect(page.locator(".product-card").first()).toBeVisible()
  await context.close()
})

test("'See all N results' opens the results page, whose count is N", async ({ page }) => {
  await page.goto(storefront("/news"))
  await searchBox(page).fill("bianchi")
  const all = dropdown(page).getByRole("link", { name: /^See all \d+ results?$/ })
  await expect(all).toBeVisible()
  const n = Number((await all.innerText()).match(/\d+/)![0])
  expect(n).toBe((await catalogue("bianchi")).count)
  await all.tap()
  await expect(page).toHaveURL(storefront("/search?q=bianchi"))
  await expect(page.locator(".shop__count")).toHaveText(`${n} products`)
  await expect(dropdown(page)).toHaveCount(0)
})

test("filters and pages keep the search in the address", async ({ page }) => {
  const geared = await catalogue("geared")
  expect(geared.count).toBeGreaterThan(24) // two pages of results
  await page.goto(storefront("/search?q=geared"))
  await page.getByRole("link", { name: "Next" }).tap()
  await expect(page).toHaveURL(storefront("/search?q=geared&page=2"))
  await expect(page.getByText(`Page 2 of ${Math.ceil(geared.count / 24)}`)).toBeVisible()
  await expect.poll(() => gridTitles(page)).toEqual((await catalogue("geared", "&offset=24")).products.map((p) => p.title))

  // On a phone the filters come folded.
  await page.getByText("Filters", { exact: true }).tap()
  await page.getByRole("checkbox", { name: /^Bianchi/ }).tap()
  await expect(page).toHaveURL(storefront("/search?q=geared&brand=Bianchi"))
  const bianchi = await catalogue("geared", "&brand=Bianchi")
  await expect(page.locator(".shop__count")).toHaveText(`${bianchi.count} ${bianchi.count === 1 ? "product" : "products"}`)
  await expect.poll(() => gridTitles(page)).toEqual(bianchi.products.map((p) => p.title))
  await expect(heading(page)).toHaveText("Search results for “geared”")
})

test("nothing scrolls sideways at 360 and 320 px: results, dropdown, no results, a long search", async ({ page }) => {
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 })
    await page.goto(storefront("/search?q=bianchi"))
    await expect(page.locator(".product-card").first()).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await searchBox(page).fill("phoenix")
    await expect(dropdown(page).getByRole("link", { name: /^See all/ })).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await page.goto(storefront("/search?q=zzqxv"))
    await expect(page.getByText("No product found")).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await page.goto(storefront(`/search?q=${"x".repeat(200)}`))
    await expect(page.getByText("No product found")).toBeVisible()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
  }
})

test("the results page and its dropdown have no serious accessibility problems (axe)", async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes[0]?.target}`)
  await page.goto(storefront("/search?q=geared"))
  await expect(page.locator(".product-card").first()).toBeVisible()
  expect(await serious()).toEqual([])
  await searchBox(page).fill("helmet")
  await expect(dropdown(page).getByRole("link", { name: /^See all/ })).toBeVisible()
  expect(await serious()).toEqual([])
  await page.goto(storefront("/search?q=ab"))
  await expect(page.getByText("Type at least 3 characters")).toBeVisible()
  expect(await serious()).toEqual([])
})

test("a search too short, too long or with a NUL says so; odd pages and filters answer a sane page, never a 5xx", async ({ request }) => {
  const get = (path: string) => request.get(storefront(path), { maxRedirects: 0 })
  const short = await get("/search?q=ab")
  expect(short.status()).toBe(200)
  expect(await short.text()).toContain("Type at least 3 characters")
  const long = await get(`/search?q=${"a".repeat(201)}`)
  expect(long.status()).toBe(400)
  expect(await long.text()).toContain("A search can be at most 200 characters long")
  const nul = await get("/search?q=hel%00met")
  expect(nul.status()).toBe(400)
  expect(await nul.text()).toContain("A search cannot contain control characters")
  // A megabyte of search is refused by the server before the page is rendered.
  const huge = await get(`/search?q=${"a".repeat(1024 * 1024)}`)
  expect(huge.status()).toBeGreaterThanOrEqual(400)
  expect(huge.status()).toBeLessThan(500)

  // Odd pages are the first page; a page past the last is a 404 that links back.
  for (const page of ["-1", "1.5", "abc", "1e400"]) {
    const response = await get(`/search?q=bianchi&page=${page}`)
    expect(response.status(), `page=${page}`).toBe(200)
    expect(await response.text()).toContain("Search results for “bianchi”")
  }
  const far = await get("/search?q=bianchi&page=999999")
  expect(far.status()).toBe(404)
  expect(await far.text()).toContain("No product found")

  for (const filters of [
    "min=abc",
    "max=1e400",
    "min=1e300",
    "max=1e-7",
    "brand=%00",
    `type=${"t".repeat(5000)}`,
    "brand=Bianchi&brand=Hike",
    "min=-5&max=-1",
    "page=99999999999999999999",
  ]) {
    const response = await get(`/search?q=bianchi&${filters}`)
    expect(response.status(), filters).toBeLessThan(500)
    expect(response.status(), filters).not.toBe(400)
  }

  // Old /shop?q= links move to the results page, filters kept.
  const old = await get("/shop?q=helmet&brand=Hike")
  expect(old.status()).toBe(301)
  // (The page is rendered from its address with the parameters it reads in one order: the page cache's key.)
  const location = new URL(old.headers()["location"], "http://shop.test")
  expect(location.pathname).toBe("/search")
  expect(Object.fromEntries(location.searchParams)).toEqual({ q: "helmet", brand: "Hike" })
})

test("the backend's catalogue refuses odd searches and pages with a 400, never a 5xx", async () => {
  const { publishable_key } = await shopConfig(backend())
  const status = async (query: string) =>
    (await fetch(`${backend()}/store/catalogue/products?${query}`, { headers: { "x-publishable-api-key": publishable_key } })).status
  expect(await status(`q=${"a".repeat(201)}`)).toBe(400)
  expect(await status("q=hel%00met")).toBe(400)
  expect(await status("offset=-1")).toBe(400)
  expect(await status("offset=1.5")).toBe(400)
  expect(await status("offset=99999999999999999999")).toBe(400)
  expect(await status("min=abc")).toBe(400)
  expect(await status("offset=23999976&q=bianchi")).toBe(200)
  expect(await status(`q=${"a".repeat(100_000)}`)).toBeLessThan(500)
})

test("a Bangla search that finds nothing leads on, without scripts at 360 px: categories and best sellers; a typo leads to the closest products", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false })
  const page = await context.newPage()
  const bestSelling = await storeGet<Listing>(backend(), "/store/catalogue/products?order=best_selling&limit=4&locale=bn-BD")

  await page.goto(storefront(`/bn/search?q=${encodeURIComponent("হিরো")}`))
  await expect(heading(page)).toHaveText(bn.search.resultsFor("হিরো"))
  await expect(page.getByText(bn.search.noResults)).toBeVisible()
  const categories = page.getByRole("navigation", { name: bn.search.browseCategories })
  await expect(categories.getByRole("link")).toHaveText(CATEGORIES.map((c) => BANGLA_CATEGORIES[c.handle]))
  const best = page.getByRole("region", { name: bn.search.bestSellers })
  await expect(best.locator(".product-card__title")).toHaveText(bestSelling.products.map((p) => p.title))
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  // A category leads to its page, in Bangla.
  await categories.getByRole("link", { name: BANGLA_CATEGORIES[CATEGORIES[0].handle] }).click()
  await expect(page).toHaveURL(storefront(`/bn/shop/${CATEGORIES[0].handle}`))
  await expect(page.locator(".product-card").first()).toBeVisible()

  // A typo: "Did you mean “phoenix”?" and the Phoenix bicycles.
  const phoenix = await catalogue("phoenix")
  await page.goto(storefront("/bn/search?q=pheonix"))
  const closest = page.getByRole("region", { name: bn.search.closest("phoenix") })
  await expect(closest.locator(".product-card").first()).toBeVisible()
  expect(await closest.locator(".product-card").count()).toBe(Math.min(phoenix.count, 8))
  await closest.getByRole("link", { name: bn.search.closest("phoenix") }).click()
  await expect(page).toHaveURL(storefront("/bn/search?q=phoenix"))
  await expect(page.locator(".shop__count")).toHaveText(bn.shopPage.results(phoenix.count))
  await context.close()
})

test("the dropdown leads a search that finds nothing on: the closest products, the categories, the best sellers", async ({ page }) => {
  await page.goto(storefront("/bn"))
  await page.getByRole("searchbox", { name: bn.search.label }).fill("pheonix")
  await expect(dropdown(page).getByRole("link", { name: bn.search.closest("phoenix") })).toBeVisible()
  await expect(dropdown(page).getByText(bn.search.browseCategories)).toBeVisible()
  await expect(dropdown(page).getByText(bn.search.bestSellers)).toBeVisible()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await page.getByRole("searchbox", { name: bn.search.label }).fill("zzqxv")
  await expect(dropdown(page).getByText(bn.search.noResults)).toBeVisible()
  await expect(dropdown(page).getByRole("link", { name: BANGLA_CATEGORIES[CATEGORIES[0].handle] })).toBeVisible()
  await expect(dropdown(page).getByRole("link", { name: bn.search.closest("phoenix") })).toHaveCount(0)
})

test("হাইক ranks as Hike does: the Hike bicycles first, on the Bangla results page", async ({ page }) => {
  const english = await catalogue("hike")
  const banglaAnswer = await storeGet<Listing>(backend(), `/store/catalogue/products?q=${encodeURIComponent("হাইক")}&limit=24&locale=bn-BD`)
  expect(banglaAnswer.count).toBe(english.count)
  await page.goto(storefront(`/bn/search?q=${encodeURIComponent("হাইক")}`))
  await expect.poll(() => gridTitles(page)).toEqual(banglaAnswer.products.map((p) => p.title))
  for (const title of (await gridTitles(page)).slice(0, 5)) expect(title).toMatch(/^হাইক/)
})
