import { expect, type Page } from "@playwright/test"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { fillAddress, logIn as logInAt } from "./shopper"
import { adminOn, newShopProduct, registerCustomer } from "./store-api"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

// Issue 40, part A: a visitor's cart (the storefront's httpOnly `chaka.cart` cookie) becomes the
// customer's when they sign up or sign in, with scripts and without.
test.describe.configure({ mode: "serial" })

const shop = sharedStoreShop()
const { storefront, backend } = shop
const t = messages.cart
const PASSWORD = "bicycle-7"
const run = Date.now() % 1_000_000

// The shop is shared with the files that count the seeded catalogue (storefront.e2e.ts): the
// bicycles and customers made here leave it again.
const madeProducts: string[] = []
const madeEmails: string[] = []
const placedOrders: string[] = []
test.afterAll(async () => {
  const admin = await adminOn(backend())
  // An order's reservations keep its products: canceled first, they can go.
  for (const id of placedOrders.splice(0)) await admin("POST", `/admin/orders/${id}/cancel`)
  for (const id of madeProducts.splice(0)) await admin("DELETE", `/admin/products/${id}`)
  for (const email of madeEmails.splice(0)) {
    const { customers } = await admin("GET", `/admin/customers?email=${encodeURIComponent(email)}&fields=id`)
    for (const customer of customers as { id: string }[]) await admin("DELETE", `/admin/customers/${customer.id}`).catch(() => undefined)
  }
})

/** A bicycle of its own, so the stock and the carts are this file's alone. */
async function newBicycle(name: string, stock: number) {
  const admin = await adminOn(backend())
  const title = `Visitor Cart ${name} ${run}`
  const bicycle = { title, ...(await newShopProduct(admin, { title, stock })) }
  madeProducts.push(bicycle.productId)
  return bicycle
}

/** A customer registered through the store API, with the file's password. */
async function newCustomer(name: string) {
  const email = `visitor-cart-${name}-${run}@example.com`
  madeEmails.push(email)
  await registerCustomer(backend(), { email, password: PASSWORD, first_name: "Rahim", last_name: name })
  return email
}

/** Adds `quantity` of a product from its page, scripts running (the toast says it is in). */
async function addToCart(page: Page, productId: string, quantity = 1) {
  await page.goto(storefront(`/products/${productId}`))
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity))
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(page.getByText(messages.toasts.addedToCart).last()).toBeVisible()
}

/** The quantity /cart shows for a product. */
const quantityOn = (page: Page, title: string) => page.getByRole("group", { name: t.quantityOf(title) }).locator("output")

test("a visitor fills a cart, signs up at checkout, and orders that cart", async ({ page }) => {
  const roadster = await newBicycle("Roadster", 5)
  const tourer = await newBicycle("Tourer", 5)
  await addToCart(page, roadster.productId)
  await addToCart(page, tourer.productId, 2)

  await page.goto(storefront("/cart"))
  await expect(quantityOn(page, roadster.title)).toHaveText("1")
  await expect(quantityOn(page, tourer.title)).toHaveText("2")
  await expect(page.getByText(t.signInToOrder)).toBeVisible()
  await page.getByRole("link", { name: t.placeOrder }).click()

  // The checkout's guard asks a visitor to sign in, and comes back to it after.
  await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fplace-order%2F/)
  const checkoutPath = new URL(page.url()).searchParams.get("returnTo")!
  await page.getByRole("link", { name: messages.auth.createAccount }).click()
  await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible()
  const email = `visitor-cart-new-${run}@example.com`
  madeEmails.push(email)
  await page.getByLabel("Name").fill("Karim Hossain")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await page.getByLabel("Re-enter password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign up" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
  await expect(page).toHaveURL(storefront(checkoutPath))

  // The cart the visitor filled is now the customer's: the checkout orders it.
  const summary = page.locator(".order-summary")
  await expect(summary).toContainText(roadster.title)
  await expect(summary).toContainText(tourer.title)
  await fillAddress(page)
  await page.getByLabel("Cash on delivery").check()
  await page.getByRole("button", { name: "Place order" }).click()
  // Placing an order is a few backend workflows: on a busy 2-core machine it can take a while.
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible({ timeout: 60_000 })
  placedOrders.push(/\/my-order\/(order_\w+)$/.exec(page.url())![1]!)
  await expect(page.getByText(roadster.title).first()).toBeVisible()
  await expect(page.getByText(tourer.title).first()).toBeVisible()
  // The visitor cart is gone with the sign-up: nothing is left to claim or to show.
  expect((await page.context().cookies()).find((cookie) => cookie.name === "chaka.cart")).toBeUndefined()
})

test("a customer's saved cart and the cart they filled as a visitor merge when they sign in", async ({ page }) => {
  const roadster = await newBicycle("Commuter", 2)
  const tourer = await newBicycle("Folder", 5)
  const email = await newCustomer("merge")

  // Their saved cart: one roadster.
  await logInAt(page, storefront("/log-in"), email, PASSWORD)
  await addToCart(page, roadster.productId, 1)
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("button", { name: messages.auth.logOut }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0)

  // As a visitor: two more of the same roadster (2 in stock) and a folding bike.
  await addToCart(page, roadster.productId, 2)
  await addToCart(page, tourer.productId, 1)
  await logInAt(page, storefront(`/log-in?returnTo=${encodeURIComponent("/cart")}`), email, PASSWORD)
  await expect(page).toHaveURL(storefront("/cart"))
  await page.reload()
  // Same product: 1 + 2, capped at the 2 in stock; the folding bike joins.
  await expect(quantityOn(page, roadster.title)).toHaveText("2")
  await expect(quantityOn(page, tourer.title)).toHaveText("1")
  await expect(page.getByText(t.signInToOrder)).toHaveCount(0)
})

test("without JavaScript a visitor adds to the cart, signs in with the plain form and finds the product in their cart", async ({ browser }) => {
  const bicycle = await newBicycle("Plain", 3)
  const email = await newCustomer("plain")
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(storefront(`/products/${bicycle.productId}`))
    await page.getByRole("button", { name: "Add to cart" }).click()
    await expect(page).toHaveURL(storefront("/cart?added=1"))
    await expect(page.getByText(t.added, { exact: true })).toBeVisible()
    await expect(quantityOn(page, bicycle.title)).toHaveText("1")

    await page.goto(storefront(`/log-in?returnTo=${encodeURIComponent("/cart")}`))
    // A wrong password: the shop's own words on the page, the email kept.
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Password").fill("not-the-password")
    await page.getByRole("button", { name: "Log in" }).click()
    await expect(page.getByText(messages.auth.wrongCredentials)).toBeVisible()
    await expect(page.getByLabel("Email")).toHaveValue(email)

    await page.getByLabel("Password").fill(PASSWORD)
    await page.getByRole("button", { name: "Log in" }).click()
    await expect(page).toHaveURL(storefront("/cart"))
    await expect(quantityOn(page, bicycle.title)).toHaveText("1")
    // Signed in: the cart is the customer's now (no "sign in to order" note), the visitor cookie forgotten.
    await expect(page.getByText(t.signInToOrder)).toHaveCount(0)
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === "chaka.sid")).toMatchObject({ httpOnly: true, sameSite: "Lax" })
    expect(cookies.find((cookie) => cookie.name === "chaka.cart")).toBeUndefined()
  } finally {
    await context.close()
  }
})
