import { expect, type Page } from "@playwright/test"
import { PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { sharedStoreShop, storeTest as test, type ShopHost } from "./shop-fixture"
import { fillAddress, taka } from "./shopper"
import { registerCustomer, storeGet } from "./store-api"
import { deliveryCharge } from "@chaka/rules"

// The storefront's browsing screens against the seeded demo shop (spec section 2), and a
// shopper's whole visit from each host name the shop may be opened at.

test.describe.configure({ mode: "serial" })

// The shopper's shop, shared with seo.e2e.ts.
const { storefront, backend } = sharedStoreShop()

/** The product id of a seeded handle, read from the store API. */
async function productId(handle: string) {
  return (await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${handle}&fields=id`)).products[0].id
}

const grid = (page: Page) => page.locator(".product-grid").first()
const gridTitles = async (page: Page) => (await grid(page).locator(".product-card__title").allInnerTexts()).sort()

test("brand and type filters live in the URL and narrow the grid; the footer is hidden under /shop", async ({ page }) => {
  await page.goto(storefront("/shop"))
  await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible()
  await expect(page.locator(".site-footer")).toHaveCount(0)

  await page.getByRole("checkbox", { name: /^Hike/ }).click()
  await expect(page).toHaveURL(/brand=Hike/)
  const hike = PRODUCTS.filter((p) => p.brand === "Hike")
    .map((p) => p.title)
    .sort()
  await expect.poll(() => gridTitles(page)).toEqual(hike)

  await page.getByRole("checkbox", { name: /^Phoenix/ }).click()
  await expect(page).toHaveURL(/brand=Hike%7CPhoenix|brand=Hike\|Phoenix/)
  const both = PRODUCTS.filter((p) => p.brand === "Hike" || p.brand === "Phoenix")
  await expect(page.getByText(`${both.length} products`)).toBeVisible()

  // The filtered page survives a reload.
  await page.reload()
  await expect(page.getByRole("checkbox", { name: /^Phoenix/ })).toBeChecked()
  await expect(page.getByText(`${both.length} products`)).toBeVisible()
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

test("the product page: gallery, price, and a quantity that stops at the stock, the last unit included", async ({ page }) => {
  const magma = PRODUCTS.find((p) => p.handle === "bianchi-magma-9-2")!
  await page.goto(storefront(`/products/${await productId(magma.handle)}`))
  await expect(page.getByRole("heading", { name: magma.title, level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(magma.title))
  const left = magma.stock <= 5 ? `Only ${magma.stock} left` : "In stock!"
  await expect(page.getByText(left)).toBeVisible()

  const increase = page.getByRole("button", { name: "Increase quantity" })
  for (let quantity = 1; quantity < magma.stock; quantity++) await increase.click()
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(String(magma.stock))
  await expect(increase).toBeDisabled()
  await expect(page.getByText(left)).toBeVisible()
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled()

  await page.getByRole("button", { name: "Decrease quantity" }).click()
  await expect(increase).toBeEnabled()
})

test("home, news and an unknown path", async ({ page }) => {
  await page.goto(storefront("/"))
  await expect(page.getByRole("heading", { name: "Latest products" })).toBeVisible()
  // The footer gives the hours the owner set (the seed's demo hours here).
  const { shop_identity } = await storeGet<{ shop_identity: { opening_hours_en: string } }>(backend(), "/store/shop-identity")
  await expect(page.locator(".site-footer")).toContainText(shop_identity.opening_hours_en)

  await page.goto(storefront("/news"))
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible()
  await expect(page.locator(".news-card").first()).toBeVisible()

  const missing = await page.goto(storefront("/no/such/page"))
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole("heading", { name: "404 page" })).toBeVisible()
})

test("at 400 px the header folds its menu behind a button", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 860 })
  await page.goto(storefront("/"))
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav).toBeHidden()
  await page.getByRole("button", { name: "Menu" }).click()
  await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible()

  await page.goto(storefront("/shop"))
  await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible()
  await page.goto(storefront(`/products/${await productId("bianchi-magma-9-2")}`))
  // Three in stock: the page says how few are left.
  await expect(page.getByText("Only 3 left")).toBeVisible()
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
  // Once the picture has loaded (a look right after the page arrives may come before its request).
  const picture = () =>
    first.evaluate((element) => {
      const img = element as unknown as { complete: boolean; currentSrc: string; naturalWidth: number }
      return { loaded: img.complete && img.naturalWidth > 0, currentSrc: img.currentSrc }
    })
  await expect.poll(async () => (await picture()).loaded).toBe(true)
  expect((await picture()).currentSrc).toMatch(/\/w480_640\/[^/]+\.480w\.webp$/)
  await page.waitForLoadState("networkidle")
  // The early preload asks for the same copy as the card, so nothing is fetched twice.
  const seeded = pictures.filter((url) => url.includes("/w480_640/"))
  expect(seeded.length).toBeGreaterThan(0)
  expect(seeded.filter((url) => !url.endsWith(".480w.webp"))).toEqual([])
  expect(new Set(seeded).size).toBe(seeded.length)
  await phone.close()
})

// The journey runs where a shopper may open the shop: by name and by address. The browser only
// ever talks to the storefront's origin (the backend's API is forwarded behind it), so no CORS
// setting is needed for either, and signing in is an httpOnly cookie on that origin.
const COMMUTER = PRODUCTS.find((p) => p.handle === "duranta-urban-commuter-28")!
const STANDARD_DELIVERY = deliveryCharge(COMMUTER.price)

for (const host of ["localhost", "127.0.0.1"] satisfies ShopHost[]) {
  test(`at http://${host}: home → shop → product, cart as a visitor, log in, buy with cash on delivery; every request stays on that origin`, async ({
    page,
  }) => {
    const origin = new URL(storefront("/", host)).origin
    const rider = { email: `shopper.${host.replace(/\W/g, "-")}.${Date.now()}@example.com`, password: "pedal-2026", first_name: "Tania", last_name: "Akter" }
    await registerCustomer(backend(), rider)
    const elsewhere: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url())
    })
    const problems: string[] = []
    page.on("console", (message) => {
      if (/CORS|Access-Control|Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
    })

    await page.goto(storefront("/", host))
    await expect(page.getByRole("heading", { name: "Latest products" })).toBeVisible()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click()
    await expect(page.getByRole("heading", { name: "Shop", level: 1 })).toBeVisible()
    await page.locator(".product-card", { hasText: COMMUTER.title }).getByRole("link").first().click()
    await expect(page.getByRole("heading", { name: COMMUTER.title, level: 1 })).toBeVisible()
    await expect(page.getByText(taka(COMMUTER.price))).toBeVisible()
    const productUrl = page.url()
    expect(productUrl).toMatch(new RegExp(`^${origin.replace(/\./g, "\\.")}/products/prod_`))

    // A visitor fills a cart without signing in (issue 40); "Place order" asks them to log in,
    // then brings them back to checkout with that cart.
    await page.getByRole("button", { name: "Add to cart" }).click()
    await expect(page.getByText("Product added to cart")).toBeVisible()
    await expect(page.locator(".cart-link__count")).toHaveText("1")
    await page.locator(".cart-link").click()
    await expect(page).toHaveURL(`${origin}/cart`)
    await page.getByRole("link", { name: "Place order" }).click()
    await expect(page).toHaveURL(new RegExp(`^${origin.replace(/\./g, "\\.")}/log-in\\?returnTo=%2Fplace-order%2F`))
    await page.getByLabel("Email").fill(rider.email)
    await page.getByLabel("Password").fill(rider.password)
    await page.getByRole("button", { name: "Log in" }).click()
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`^${origin.replace(/\./g, "\\.")}/place-order/`))

    // Signed in by Medusa's session cookie on this origin, out of scripts' reach; no token stored.
    const session = (await page.context().cookies(origin)).find((cookie) => cookie.name === "chaka.sid")
    expect(session, "the chaka.sid session cookie").toMatchObject({ domain: host, httpOnly: true, sameSite: "Lax" })
    const stored = await page.evaluate<string>("JSON.stringify({ ...localStorage, ...sessionStorage })")
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+/)

    await expect(page.getByLabel("Email")).toHaveValue(rider.email)
    await expect(page.locator(".order-summary")).toContainText(taka(COMMUTER.price + STANDARD_DELIVERY))
    await fillAddress(page)
    await page.getByLabel("Cash on delivery").check()
    await page.getByRole("button", { name: "Place order" }).click()
    // The order's own page confirms it (issue 26; e2e/order-confirmation.e2e.ts tests it on a phone).
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible()
    await expect(page.getByText("Your order was created successfully")).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`^${origin.replace(/\./g, "\\.")}/my-account/my-order/order_\\w+$`))
    await expect(page.locator(".cart-link__count")).toHaveText("0")

    await page.goto(storefront("/my-account/my-order", host))
    const order = page.locator(".order-card")
    await expect(order).toHaveCount(1)
    await expect(order).toContainText("Placed")
    await expect(order).toContainText(taka(COMMUTER.price + STANDARD_DELIVERY))

    expect(elsewhere, "requests to another origin than the page's").toEqual([])
    expect(problems).toEqual([])
  })
}
