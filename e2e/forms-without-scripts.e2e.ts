import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { adminOn, newShopProduct, takeAway, type Made } from "./store-api"

// Issue 51, "one way to change data": every form of a customer's that changes something posts to
// its route action and works before (here: without) the page's scripts. One shopper, scripts off,
// signs up, logs out, logs in, updates the profile, writes a review, orders and cancels the order.
test.describe.configure({ mode: "serial" })

const t = messagesFor("en")
const shop = sharedStoreShop()
const { storefront, backend } = shop
const run = Date.now() % 1_000_000
const PASSWORD = "pedal-2026"
const SHOPPER = { name: `Nusrat Forms${run}`, email: `forms-without-scripts-${run}@example.com` }

// What this file made in the shared shop, gone again afterwards.
const made: Made = { orders: [], products: [], emails: [SHOPPER.email] }
test.afterAll(() => takeAway(backend(), made))

let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser }) => {
  context = await (browser as Browser).newContext({ javaScriptEnabled: false })
  page = await context.newPage()
})
test.afterAll(() => context?.close())

const accountMenu = () => page.getByRole("button", { name: t.userMenu.open })
// The header's account panel holds the name and email too (hidden until opened): the page's own text is in <main>.
const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "chaka.sid")

test("signs up by form: the action's refusal first (the password rule), then the account, signed in", async () => {
  await page.goto(storefront("/sign-up"))
  await page.getByLabel(t.auth.name).fill(SHOPPER.name)
  await page.getByLabel(t.auth.email).fill(SHOPPER.email)
  await page.getByLabel(t.auth.password, { exact: true }).fill("short")
  await page.getByLabel(t.auth.confirmPassword).fill("short")
  await page.getByRole("button", { name: t.auth.signUp }).click()
  await expect(page.getByText(t.auth.passwordTooShort)).toBeVisible()
  // What was typed comes back with the refusal (never the password).
  await expect(page.getByLabel(t.auth.email)).toHaveValue(SHOPPER.email)

  await page.getByLabel(t.auth.name).fill(SHOPPER.name)
  await page.getByLabel(t.auth.password, { exact: true }).fill(PASSWORD)
  await page.getByLabel(t.auth.confirmPassword).fill(PASSWORD)
  await page.getByRole("button", { name: t.auth.signUp }).click()
  await expect(page).toHaveURL(storefront("/"))
  await expect(accountMenu()).toBeVisible()
  expect(await sessionCookie()).toMatchObject({ httpOnly: true, sameSite: "Lax" })
})

test("logs out from the header's menu: the session ends, the header is a visitor's", async () => {
  await accountMenu().click()
  await page.getByRole("button", { name: t.auth.logOut }).click()
  await expect(page).toHaveURL(storefront("/"))
  await expect(page.getByRole("link", { name: t.nav.account, exact: true })).toBeVisible()
  await expect(accountMenu()).toHaveCount(0)
  expect(await sessionCookie()).toBeUndefined()
  // Signed out for the shop too: an account page sends the visitor to log in.
  await page.goto(storefront("/my-account/profile"))
  await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fmy-account%2Fprofile$/)
})

test("logs in by form: a wrong password in the shop's words, then back to the page asked for", async () => {
  await page.getByLabel(t.auth.email).fill(SHOPPER.email)
  await page.getByLabel(t.auth.password).fill("not-the-password")
  await page.getByRole("button", { name: t.auth.logIn }).click()
  await expect(page.getByRole("alert")).toHaveText(t.auth.wrongCredentials)

  await page.getByLabel(t.auth.password).fill(PASSWORD)
  await page.getByRole("button", { name: t.auth.logIn }).click()
  await expect(page).toHaveURL(storefront("/my-account/profile"))
  await expect(accountMenu()).toBeVisible()
  await expect(page.getByRole("main").getByText(SHOPPER.email).first()).toBeVisible()
})

test("updates the profile by form: a refused phone, then the name, phone and address saved", async () => {
  await page.goto(storefront("/my-account/update-profile"))
  await page.getByLabel(t.profile.name, { exact: true }).fill(`${SHOPPER.name} Mim`)
  await page.getByLabel(t.address.phone).fill("12345")
  await page.getByRole("button", { name: t.profile.save, exact: true }).click()
  await expect(page.getByText(t.address.phoneInvalid)).toBeVisible()
  // The name typed is still there.
  await expect(page.getByLabel(t.profile.name, { exact: true })).toHaveValue(`${SHOPPER.name} Mim`)

  await page.getByLabel(t.address.phone).fill("01812345678")
  await page.getByLabel(t.address.division).selectOption("Dhaka")
  await page.getByLabel(t.address.district).selectOption("Dhaka")
  await page.getByLabel(t.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(t.address.road).fill("House 7, Road 3, Section 10")
  await page.getByRole("button", { name: t.profile.save, exact: true }).click()
  await expect(page).toHaveURL(/\/my-account\/update-profile\?updated=1$/)
  await expect(page.getByText(t.toasts.updated)).toBeVisible()
  await expect(page.getByLabel(t.profile.name, { exact: true })).toHaveValue(`${SHOPPER.name} Mim`)

  await page.goto(storefront("/my-account/profile"))
  await expect(page.getByRole("main").getByText(`${SHOPPER.name} Mim`).first()).toBeVisible()
  await expect(page.getByText("House 7, Road 3, Section 10")).toBeVisible()
})

test("writes a review by form: a missing description refused, then the review among mine", async () => {
  const review = `Forms without scripts ${run}: the bicycle came in two days.`
  await page.goto(storefront("/my-account/add-review"))
  await page.getByRole("button", { name: t.reviews.submit }).click()
  await expect(page.getByText(t.reviews.descriptionRequired)).toBeVisible()

  await page.getByLabel(t.reviews.description).fill(review)
  await page.getByRole("radio", { name: t.reviews.stars(4.5) }).check({ force: true })
  await page.getByRole("button", { name: t.reviews.submit }).click()
  await expect(page).toHaveURL(/\/my-account\/my-review\?added=1$/)
  await expect(page.getByText(t.toasts.reviewAdded)).toBeVisible()
  await expect(page.getByText(review)).toBeVisible()
})

test("orders by form and cancels the order by form, after the confirm step", async () => {
  const admin = await adminOn(backend())
  const title = `Forms NoScript ${run}`
  const { productId } = await newShopProduct(admin, { title, stock: 3, price: 9_500 })
  made.products.push(productId)

  await page.goto(storefront(`/products/${productId}`))
  await page.getByRole("button", { name: t.productPage.addToCart }).click()
  await expect(page).toHaveURL(storefront("/cart?added=1"))
  await page.getByRole("link", { name: t.cart.placeOrder }).click()
  await expect(page).toHaveURL(/\/place-order\//)
  // The profile's address, saved above.
  await page.getByLabel(t.checkout.sameAsBilling).check()
  await page.getByLabel(t.checkout.cod).check()
  await page.getByRole("button", { name: t.checkout.placeOrder }).click()
  await expect(page).toHaveURL(/\/my-account\/my-order\/order_/)
  const orderId = /\/my-order\/(order_\w+)/.exec(page.url())![1]!
  made.orders.push(orderId)

  // The confirm step is a page of its own without scripts (?cancel=1); keeping the order asks nothing.
  await page.getByRole("button", { name: t.orderPage.cancel }).click()
  await expect(page).toHaveURL(/\?cancel=1$/)
  await page.getByRole("button", { name: t.orderPage.cancelKeep }).click()
  await expect(page.getByRole("button", { name: t.orderPage.cancelConfirm })).toHaveCount(0)

  await page.getByRole("button", { name: t.orderPage.cancel }).click()
  await page.getByRole("button", { name: t.orderPage.cancelConfirm }).click()
  await expect(page).toHaveURL(new RegExp(`/my-account/my-order/${orderId}\\?canceled=1$`))
  await expect(page.getByText(t.orderPage.canceled)).toBeVisible()
  await expect(page.locator(".order-page__meta")).toContainText(t.orders.stages.canceled)
  await expect(page.getByRole("button", { name: t.orderPage.cancel })).toHaveCount(0)
})
