import { expect, type Page } from "@playwright/test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { ROOT } from "./shop-process"
import { adminOn, registerCustomer, storeGet } from "./store-api"

// Issue 41 on a 360×740 phone: the shop in Bangla, chosen in the header and kept in the address;
// a shared /bn/ link, a Bangla search word, and a translation made in Medusa's admin API.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")
const en = messagesFor("en")

const { storefront, backend } = sharedStoreShop()

// Not a product the other shared-shop files count the stock of.
const ROAD = PRODUCTS.find((p) => p.handle === "phoenix-city-classic-26") ?? PRODUCTS[PRODUCTS.length - 1]
const stamp = Date.now()
const BUYER = { email: `bangla.buyer.${stamp}@example.com`, password: "pedal-2026", first_name: "Shirin", last_name: "Sultana" }

const productId = async (handle: string) =>
  (await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${handle}&fields=id`)).products[0].id

/** How far the page scrolls sideways (0 when it fits the phone). */
const sidewaysScroll = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")

/** Bangla pages written in the Bengali script: a heading with at least one Bengali letter. */
const BENGALI = /[\u0980-\u09FF]/

async function screenshot(page: Page, name: string) {
  if (!process.env.UPDATE_SCREENSHOTS) return
  await page.waitForLoadState("networkidle")
  await page.evaluate("document.fonts.ready")
  const dir = join(ROOT, "docs", "screenshots")
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}-360.png`) })
}

test("switching to Bangla on a product page: product, cart, checkout and the order's confirmation read in Bangla", async ({ page }) => {
  await registerCustomer(backend(), BUYER)
  const id = await productId(ROAD.handle)
  await page.goto(storefront(`/products/${id}`))
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("button", { name: en.productPage.addToCart })).toBeVisible()

  // The header's switch: the same product, in Bangla, at its /bn/ address.
  await page.getByRole("link", { name: en.language.otherLabel }).click()
  await expect(page).toHaveURL(storefront(`/bn/products/${id}`))
  await expect(page.locator("html")).toHaveAttribute("lang", "bn")
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await expect(page.locator(".product-page h1")).toBeVisible()
  // The price in Bangla digits with the lakh grouping: ৳ ১২,৫০০.
  await expect(page.locator(".product-page__price")).toHaveText(`৳ ${new Intl.NumberFormat("bn-BD").format(ROAD.price)}`)
  expect(await sidewaysScroll(page), "product page").toBe(0)
  await screenshot(page, "bangla-product")

  await page.getByRole("button", { name: bn.productPage.addToCart }).click()
  // The toast sits under the sticky header, never over its cart link (the link tapped next).
  const added = page.locator("[data-sonner-toast]", { hasText: bn.toasts.addedToCart })
  await expect(added).toBeVisible()
  const header = await page.locator(".site-header").boundingBox()
  // (polled: the toast slides in from above for 0.4 s)
  await expect.poll(async () => (await added.boundingBox())?.y ?? -1, { message: "toast below the header" }).toBeGreaterThanOrEqual(header!.y + header!.height)
  await page.getByRole("link", { name: bn.userMenu.cart(1) }).click()
  await expect(page).toHaveURL(storefront("/bn/cart"))
  await expect(page.getByRole("heading", { name: bn.cart.title, level: 1 })).toBeVisible()
  expect(await sidewaysScroll(page), "cart").toBe(0)

  // A visitor signs in on the way to checkout, in Bangla, and comes back to it.
  await page.getByRole("link", { name: bn.cart.placeOrder }).click()
  await expect(page).toHaveURL(/\/bn\/log-in/)
  await page.getByLabel(bn.auth.email).fill(BUYER.email)
  await page.getByLabel(bn.auth.password).fill(BUYER.password)
  await page.getByRole("button", { name: bn.auth.logIn }).click()
  await expect(page).toHaveURL(/\/bn\/place-order\//)
  await expect(page.getByRole("heading", { name: bn.checkout.title, level: 1 })).toBeVisible()

  await page.getByLabel(bn.address.division).selectOption("Dhaka")
  await page.getByLabel(bn.address.district).selectOption("Dhaka")
  await page.getByLabel(bn.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(bn.address.road).fill("বাড়ি ৭, রোড ৩, সেকশন ১০")
  await page.getByLabel(bn.address.phone, { exact: true }).fill("01812345678")
  await page.getByLabel(bn.checkout.methods.cod).check()
  expect(await sidewaysScroll(page), "checkout").toBe(0)
  await screenshot(page, "bangla-checkout")
  await page.getByRole("button", { name: bn.checkout.placeOrder }).click()

  await expect(page).toHaveURL(/\/bn\/my-account\/my-order\/order_[A-Za-z0-9]+$/)
  await expect(page.getByRole("heading", { name: bn.orderPage.thanks, level: 1 })).toBeVisible()
  await expect(page.getByText(bn.orderPage.created)).toBeVisible()
  // The order number keeps Latin digits (as SMS, bKash and courier slips print it); the total is in Bangla digits.
  await expect(page.locator(".order-page__number")).toHaveText(/^\D*#\d+$/)
  await expect(page.locator(".order-totals .money").last()).toHaveText(/^৳ [০-৯,]+$/)
  expect(await sidewaysScroll(page), "confirmation").toBe(0)
})

test("a shared /bn/products link opens in Bangla without a cookie, and the choice is remembered on English addresses", async ({ browser }) => {
  const id = await productId(ROAD.handle)
  const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await stranger.newPage()
    expect(await stranger.cookies()).toEqual([])
    await page.goto(storefront(`/bn/products/${id}`))
    await expect(page.locator("html")).toHaveAttribute("lang", "bn")
    await expect(page.getByRole("button", { name: bn.productPage.addToCart })).toBeVisible()
    // Opening a link is not choosing: an English address stays English.
    await page.goto(storefront("/shop"))
    await expect(page.locator("html")).toHaveAttribute("lang", "en")

    // Choosing Bangla once keeps English addresses in Bangla from then on.
    await page.getByRole("link", { name: en.language.otherLabel }).click()
    await expect(page).toHaveURL(storefront("/bn/shop"))
    await page.goto(storefront(`/products/${id}`))
    await expect(page).toHaveURL(storefront(`/bn/products/${id}`))
    // …until English is chosen again.
    await page.getByRole("link", { name: bn.language.otherLabel }).click()
    await expect(page).toHaveURL(storefront(`/products/${id}`))
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  } finally {
    await stranger.close()
  }

  // A first visit from a browser that prefers Bangla opens the Bangla home page.
  // A phone's browser (headless Chromium names itself a robot, and robots are not guessed for).
  const phone = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36"
  const bangladeshi = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "bn-BD", userAgent: phone })
  try {
    const page = await bangladeshi.newPage()
    await page.goto(storefront("/"))
    await expect(page).toHaveURL(storefront("/bn"))
    await expect(page.locator("html")).toHaveAttribute("lang", "bn")
    expect(await sidewaysScroll(page), "home").toBe(0)
    await screenshot(page, "bangla-home")
  } finally {
    await bangladeshi.close()
  }
})

test("a Bangla word finds the product by its Bangla name", async ({ page }) => {
  const { products } = await storeGet<{ products: { id: string; title: string }[] }>(
    backend(),
    `/store/products?handle=${ROAD.handle}&fields=id,title&locale=bn-BD`
  )
  const [{ title }] = products
  expect(title, "the demo seed's Bangla name").toMatch(BENGALI)
  const word = title.split(/\s+/).find((part) => BENGALI.test(part))!
  await page.goto(storefront("/bn"))
  await page.getByRole("searchbox", { name: bn.search.label }).fill(word)
  await page.getByRole("searchbox", { name: bn.search.label }).press("Enter")
  await expect(page).toHaveURL(/\/bn\/search\?q=/)
  await expect(page.getByRole("heading", { name: bn.search.resultsFor(word), level: 1 })).toBeVisible()
  await expect(page.locator(".product-card").filter({ hasText: title }).first()).toBeVisible()
  expect(await sidewaysScroll(page), "search").toBe(0)
})

test("a product translated through Medusa's admin API shows in Bangla on the storefront within a second", async ({ request }) => {
  const id = await productId(ROAD.handle)
  const admin = await adminOn(backend())
  const title = `ফিনিক্স সিটি ক্লাসিক ${stamp % 1000}`
  const { translations } = (await admin("GET", `/admin/translations?reference_id=${id}&reference=product&locale_code=bn-BD`)) as {
    translations: { id: string }[]
  }
  const before = await request.get(storefront(`/bn/products/${id}`))
  expect(before.status()).toBe(200)
  const changed = Date.now()
  await admin(
    "POST",
    "/admin/translations/batch",
    translations[0]
      ? { update: [{ id: translations[0].id, translations: { title } }] }
      : { create: [{ reference_id: id, reference: "product", locale_code: "bn-BD", translations: { title } }] }
  )
  // A visitor's page (the page cache's): the new title, well within a second of the change.
  await expect
    .poll(async () => (await (await request.get(storefront(`/bn/products/${id}`))).text()).includes(title), { timeout: 1_000, intervals: [50] })
    .toBe(true)
  expect(Date.now() - changed).toBeLessThan(1_000)
  // The English page is unchanged.
  expect(await (await request.get(storefront(`/products/${id}`))).text()).not.toContain(title)
})
