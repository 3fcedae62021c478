import { expect, type Page } from "@playwright/test"
import { CURRENCY_CODE } from "@chaka/rules"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { adminOn, newShopProduct, takeAway, type Made } from "./store-api"

// Issue 52, sale prices, on a 360×740 phone in Bangla: a price list of type "sale", made as an
// admin makes it in Medusa's dashboard, shows on the product page and in the search results as
// the sale price beside the regular one struck out; the page's structured data offers the sale
// price until the sale ends; the cart charges the sale price.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")

const { storefront, backend } = sharedStoreShop()
const made: Made = { orders: [], products: [], emails: [] }
const priceLists: string[] = []
test.afterAll(async () => {
  const admin = await adminOn(backend())
  for (const id of priceLists.splice(0)) await admin("DELETE", `/admin/price-lists/${id}`).catch(() => undefined)
  await takeAway(backend(), made)
})

const stamp = Date.now()
const TITLE = `Sale Roadster ${stamp}`
const REGULAR = 20_000
const SALE = 17_500
const ENDS_AT = new Date(Date.now() + 3 * 24 * 3600_000)

let productId = ""

/** A taka amount as a Bangla page writes it: ৳ ১৭,৫০০. */
const bnTaka = (amount: number) => `৳ ${new Intl.NumberFormat("bn-BD").format(amount)}`
/** How far the page scrolls sideways (0 when it fits the phone). */
const sidewaysScroll = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")

test.beforeAll(async () => {
  const admin = await adminOn(backend())
  const product = await newShopProduct(admin, { title: TITLE, stock: 5, price: REGULAR })
  productId = product.productId
  made.products.push(productId)
  // As Medusa's dashboard makes it (Price Lists → Create): a sale for everyone, ending in three days.
  const { price_list } = await admin("POST", "/admin/price-lists", {
    title: `Eid sale ${stamp}`,
    description: "Eid ul-Fitr",
    type: "sale",
    status: "active",
    ends_at: ENDS_AT.toISOString(),
    prices: [{ variant_id: product.variantId, currency_code: CURRENCY_CODE, amount: SALE }],
  })
  priceLists.push(price_list.id)
})

test("in Bangla on a phone: the sale price beside the regular one struck out, in the page's data and the cart", async ({ page }) => {
  await page.goto(storefront(`/bn/products/${productId}`))
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible()
  const price = page.locator(".product-page__price")
  await expect(price.locator(".price__now")).toHaveText(bnTaka(SALE))
  const struck = price.locator("del")
  await expect(struck).toBeVisible()
  await expect(struck).toContainText(bnTaka(REGULAR))
  // Named for a screen reader, in Bangla: the sale price and the regular one.
  await expect(price).toContainText(bn.product.salePrice)
  await expect(struck).toContainText(bn.product.regularPrice)
  await expect(page.locator(".product-page__sale-ends")).toContainText("ছাড় চলবে")
  // The sale price and the struck one fit the phone's width, side by side or wrapped, never sideways.
  expect(await sidewaysScroll(page), "product page").toBe(0)
  await page.screenshot({ path: test.info().outputPath("sale-price-bn-360.png") })

  // Search engines read the same price, offered until the sale ends.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "Product")
  expect(product.offers).toMatchObject({ price: SALE.toFixed(2), priceCurrency: "BDT", priceValidUntil: ENDS_AT.toISOString().slice(0, 10) })
  expect(product.offers.priceSpecification).toMatchObject({ priceType: "https://schema.org/StrikethroughPrice", price: REGULAR.toFixed(2) })

  // The search results' card shows it the same way.
  await page.goto(storefront(`/bn/search?q=${encodeURIComponent(`Sale Roadster ${stamp}`)}`))
  const card = page.locator(`.product-card`, { hasText: TITLE })
  await expect(card.locator(".price__now")).toHaveText(bnTaka(SALE))
  await expect(card.locator("del")).toContainText(bnTaka(REGULAR))
  expect(await sidewaysScroll(page), "search results").toBe(0)

  // The cart charges the price the page showed.
  await page.goto(storefront(`/bn/products/${productId}`))
  await page.getByRole("button", { name: bn.productPage.addToCart }).click()
  await expect(page.getByText(bn.toasts.addedToCart).last()).toBeVisible()
  await page.goto(storefront("/bn/cart"))
  await expect(page.getByText(TITLE).first()).toBeVisible()
  await expect(page.locator("main")).toContainText(bnTaka(SALE))
  await expect(page.locator("main")).not.toContainText(bnTaka(REGULAR))
})
