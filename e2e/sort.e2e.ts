import { expect, type Page } from "@playwright/test"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { storeGet } from "./store-api"

// Sorting the shop (newest, price low→high and high→low, best selling) and its filters, sort
// and header menu with scripts and without them (a slow in-app browser), against the seeded shop.
test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()

type Listing = { products: { title: string; price: number }[]; count: number }
/** The catalogue's own first page for a query: what the grid must show, in this order. */
const catalogue = (query: string) => storeGet<Listing>(backend(), `/store/catalogue/products?limit=24&${query}`)

const cards = (page: Page) => page.locator(".product-grid").first().locator(".product-card")
const gridTitles = (page: Page) => cards(page).locator(".product-card__title").allInnerTexts()
/**
 * The taka prices the cards charge (৳ 1,23,456 → 123456): on sale, the sale price (`.price__now`),
 * not the struck-out regular one beside it.
 */
const gridPrices = async (page: Page) =>
  (
    await cards(page)
      .locator(".product-card__price")
      .evaluateAll((prices) => prices.map((price) => (price.querySelector(".price__now") ?? price).textContent ?? ""))
  ).map((text) => Number(text.replace(/[^\d.]/g, "")))
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value)

test("each sort orders the grid as its label says", async ({ page }) => {
  await page.goto(storefront("/shop"))
  const sort = page.getByLabel("Sort by")
  await expect(sort).toHaveValue("newest")
  expect(await gridTitles(page)).toEqual((await catalogue("order=newest")).products.map((p) => p.title))

  await sort.selectOption({ label: "Price: low to high" })
  await expect(page).toHaveURL(/\/shop\?order=price_asc$/)
  await expect.poll(() => gridTitles(page)).toEqual((await catalogue("order=price_asc")).products.map((p) => p.title))
  expect(ascending(await gridPrices(page))).toBe(true)

  await sort.selectOption({ label: "Price: high to low" })
  await expect(page).toHaveURL(/order=price_desc$/)
  await expect.poll(() => gridTitles(page)).toEqual((await catalogue("order=price_desc")).products.map((p) => p.title))
  expect(ascending((await gridPrices(page)).reverse())).toBe(true)

  await sort.selectOption({ label: "Best selling" })
  await expect(page).toHaveURL(/order=best_selling$/)
  await expect.poll(() => gridTitles(page)).toEqual((await catalogue("order=best_selling")).products.map((p) => p.title))

  // A filter keeps the sort, and the sort keeps the filter.
  await page.getByRole("checkbox", { name: /^Hike/ }).click()
  await expect(page).toHaveURL(/brand=Hike&order=best_selling$/)
  await sort.selectOption({ label: "Price: low to high" })
  await expect(page).toHaveURL(/brand=Hike&order=price_asc$/)
  await expect.poll(() => gridTitles(page)).toEqual((await catalogue("brand=Hike&order=price_asc")).products.map((p) => p.title))

  // The sorted page survives a reload.
  await page.reload()
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc")
})

test("without JavaScript: the menu opens, filters and sort are forms the shop answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  try {
    await page.goto(storefront("/shop"))
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav).toBeHidden()
    await page.getByRole("button", { name: "Menu" }).tap()
    await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible()

    // On a phone the filters open as a sheet over the results, their brands listed with the page.
    await page.getByText("Filters", { exact: true }).tap()
    const hike = page.getByRole("checkbox", { name: /^Hike/ })
    await expect(hike).toBeVisible()
    const sheet = (await page.locator(".filters__sheet").boundingBox())!
    expect(sheet.y + sheet.height).toBeGreaterThan(700) // it rises from the bottom of the screen
    await hike.tap()
    await page.getByRole("button", { name: "Apply" }).tap()
    await expect(page).toHaveURL(/\/shop\?brand=Hike/)
    const hikes = await catalogue("brand=Hike")
    await expect(page.locator(".shop__count")).toHaveText(`${hikes.count} ${hikes.count === 1 ? "product" : "products"}`)
    expect(await gridTitles(page)).toEqual(hikes.products.map((p) => p.title))
    // The answered page comes with the filters folded: the box is ticked inside (the sort form
    // carries the same filter as a hidden field, so the checkbox is named by its type).
    await expect(page.locator('input[type="checkbox"][name="brand"][value="Hike"]')).toBeChecked()

    // The sort: pick, then its Sort button (shown only without scripts).
    await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" })
    await page.getByRole("button", { name: "Sort" }).tap()
    await expect(page).toHaveURL(/brand=Hike&order=price_desc/)
    expect(await gridTitles(page)).toEqual((await catalogue("brand=Hike&order=price_desc")).products.map((p) => p.title))
    expect(ascending((await gridPrices(page)).reverse())).toBe(true)
  } finally {
    await context.close()
  }
})
