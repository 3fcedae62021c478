import { expect, type Page } from "@playwright/test"
import { DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { logIn } from "./shopper"
import { takeAway, type Made } from "./store-api"
import { bicycleWithFacts, deliveredToDemoCustomer } from "./reviewed-bicycle"

// What a shopper weighs before a ৳ 50 000 purchase (issue 56), on a 360 px phone in Bangla: the
// product page's spec table, a review written in the browser by a customer whose order was
// delivered (placed through the store API, delivered by an admin through the admin API), shown
// with its "verified purchase" mark, and the bicycle's stars on the shop page.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")

const { storefront, backend } = sharedStoreShop()
const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(() => takeAway(backend(), made))

const REVIEW = "হালকা সাইকেল, গিয়ার সহজে বদলায়। ঢাকার রাস্তায় ভালো চলে।"
let bicycle: { title: string; productId: string; variantId: string }

/** How far the page is wider than the screen (> 0: it scrolls sideways); this project's tsconfig has no DOM types. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const window = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } }
    return window.document.documentElement.scrollWidth - window.innerWidth
  })

test.beforeAll(async () => {
  bicycle = await bicycleWithFacts(backend(), made, "Trust Trail 27.5")
  await deliveredToDemoCustomer(backend(), bicycle.variantId)
})

test("the product page's spec table, in Bangla", async ({ page }) => {
  await page.goto(storefront(`/bn/products/${bicycle.productId}`))
  const specs = page.getByTestId("product-specs")
  await expect(specs.getByRole("heading", { name: bn.productFacts.title })).toBeVisible()
  const row = (name: string) => specs.getByRole("row", { name: new RegExp(`^${name}`) })
  await expect(row(bn.productFacts.wheelSize)).toContainText(bn.productFacts.inches(27.5))
  await expect(row(bn.productFacts.gears)).toContainText(bn.productFacts.speeds(21))
  await expect(row(bn.productFacts.warranty)).toContainText(bn.productFacts.warrantyBoth(bn.productFacts.years(5), bn.productFacts.years(1)))
  // Nothing scrolls sideways at 360 px.
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})

test("a customer whose order was delivered writes a review in Bangla and sees it with its verified purchase mark; the shop page shows the stars", async ({
  page,
}) => {
  await logIn(page, storefront("/log-in"), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto(storefront(`/bn/products/${bicycle.productId}`))
  const form = page.locator(".product-review-form")
  await expect(form.getByRole("heading", { name: bn.productReviews.write })).toBeVisible()
  await form.getByRole("radio", { name: bn.reviews.stars(4.5) }).check({ force: true })
  await expect(form.locator(".star-input__value")).toHaveText(bn.reviews.outOf5(4.5))
  await form.getByLabel(bn.reviews.description).fill(REVIEW)
  await form.getByRole("button", { name: bn.productReviews.save }).click()

  const review = page.getByTestId("product-review").filter({ hasText: REVIEW })
  await expect(review).toBeVisible()
  await expect(review).toContainText(bn.productReviews.verified)
  await expect(page.getByTestId("rating-summary")).toContainText(bn.productReviews.count(1))

  // The shop page (newest first: this bicycle leads it) shows its stars, within the 2 s a review takes to reach the pages.
  await expect(async () => {
    await page.goto(storefront("/bn/shop"))
    const card = page.locator("article.product-card").filter({ hasText: bicycle.title })
    await expect(card.getByTestId("product-stars")).toHaveAttribute("aria-label", bn.productReviews.cardRating(4.5, 1), { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})
