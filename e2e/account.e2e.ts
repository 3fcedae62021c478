import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { DEMO_ADMIN, PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { testOpenIdProvider, type TestUser } from "./openid-provider"
import { shopForSuite, test } from "./shop-fixture"
import { fillAddress, logIn as logInAt, taka } from "./shopper"
import { adminOn, backendCall, shopConfig, storeGet } from "./store-api"
import { DELIVERY_RATE, deliveryCharge } from "@chaka/rules"

// A new customer's whole journey through the storefront (spec sections 2, 4 and 5), in a real
// browser against a freshly seeded shop: accounts, cart, checkout with cash on delivery, orders, reviews.
test.describe.configure({ mode: "serial" })

// "Continue with Google" against a local OpenID provider the shop is configured for, as an
// operator would configure Google.
const GOOGLE_USER: TestUser = { email: `rafiq.${Date.now()}@example.com`, name: "Rafiq Islam", given_name: "Rafiq", family_name: "Islam" }
const GOOGLE_ADMIN: TestUser = { email: DEMO_ADMIN.email, name: "Shop Admin", given_name: "Shop", family_name: "Admin" }
const idp = testOpenIdProvider({
  port: Number(process.env.E2E_IDP_PORT ?? 9550),
  storefrontPort: Number(process.env.E2E_ACCOUNT_STOREFRONT_PORT ?? 8500),
  users: [GOOGLE_USER, GOOGLE_ADMIN],
})
test.beforeAll(() => idp.start())
test.afterAll(() => idp.stop())

const { storefront, backend } = shopForSuite("account", { backend: 9500, storefront: 8500 }, idp.shopEnv)

const RIDER = { name: "Nusrat Jahan", email: `nusrat.${Date.now()}@example.com`, password: "pedal-2026" }
const CITY = PRODUCTS.find((p) => p.handle === "phoenix-city-classic-26")!
const JUNIOR = PRODUCTS.find((p) => p.handle === "phoenix-junior-star-16")!

async function productId(handle: string) {
  return (await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${handle}&fields=id`)).products[0].id
}

const cartCount = (page: Page) => page.locator(".cart-link__count")

test("a protected page sends a visitor to log in, and signing up brings them back", async ({ page }) => {
  await page.goto(storefront("/my-account/my-order"))
  await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fmy-account%2Fmy-order$/)
  await page.getByRole("link", { name: "Create an account" }).click()
  await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible()

  await page.getByLabel("Name").fill(RIDER.name)
  await page.getByLabel("Email").fill(RIDER.email)
  await page.getByLabel("Password", { exact: true }).fill("short")
  await page.getByLabel("Re-enter password").fill("shorter")
  await page.getByRole("button", { name: "Sign up" }).click()
  await expect(page.getByText("Password should be at least 7 characters")).toBeVisible()
  await expect(page.getByText("Password didn't match the one above")).toBeVisible()

  await page.getByLabel("Password", { exact: true }).fill(RIDER.password)
  await page.getByLabel("Re-enter password").fill(RIDER.password)
  await page.getByRole("button", { name: "Sign up" }).click()
  await expect(page).toHaveURL(/\/my-account\/my-order$/)
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()

  // The same email cannot sign up twice; the message says so in plain words.
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("button", { name: "Log out" }).click()
  // Signed out before the next page: the log-in page sends a signed-in customer home.
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible()
  await page.goto(storefront("/sign-up"))
  await page.getByLabel("Name").fill(RIDER.name)
  await page.getByLabel("Email").fill(RIDER.email)
  await page.getByLabel("Password", { exact: true }).fill(RIDER.password)
  await page.getByLabel("Re-enter password").fill(RIDER.password)
  await page.getByRole("button", { name: "Sign up" }).click()
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists. Log in instead.")

  await page.goto(storefront("/log-in"))
  await page.getByLabel("Email").fill(RIDER.email)
  await page.getByLabel("Password").fill("not-the-password")
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.")
})

/** Signs the rider in through the log-in page. */
const logIn = (page: Page) => logInAt(page, storefront("/log-in"), RIDER.email, RIDER.password)

test("the guards redirect on the server: a visitor logs in and comes back, a customer is sent home from /admin, a foreign returnTo is ignored", async ({
  page,
}) => {
  // The page's HTML answer is the redirect itself: no screen is rendered for a visitor.
  const answer = await page.request.get(storefront("/my-account/profile"), { maxRedirects: 0 })
  expect(answer.status()).toBe(302)
  expect(answer.headers()["location"]).toBe("/log-in?returnTo=%2Fmy-account%2Fprofile")
  expect(await answer.text()).toBe("")

  await page.goto(storefront("/my-account/profile"))
  await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fmy-account%2Fprofile$/)
  await page.getByLabel("Email").fill(RIDER.email)
  await page.getByLabel("Password").fill(RIDER.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page).toHaveURL(/\/my-account\/profile$/)
  await expect(page.locator(".account-page__content")).toContainText(RIDER.email)
  await expect(page).toHaveTitle("Profile · /my-account/profile · Chaka")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")

  // A customer who is not an admin: /admin answers with a redirect home, opened or navigated to.
  const admin = await page.request.get(storefront("/admin"), { maxRedirects: 0 })
  expect([admin.status(), admin.headers()["location"]]).toEqual([302, "/"])
  await page.goto(storefront("/admin"))
  await expect(page).toHaveURL(storefront("/"))

  // Another host (or what a browser would read as one) is never a way back: home instead.
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("button", { name: "Log out" }).click()
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible()
  await page.goto(storefront("/log-in?returnTo=//evil.example"))
  await page.getByLabel("Email").fill(RIDER.email)
  await page.getByLabel("Password").fill(RIDER.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
  await expect(page).toHaveURL(storefront("/"))
})

test("two bicycles into the cart, quantities changed, ordered with cash on delivery (shipping 250 above ৳25,000)", async ({ page }) => {
  await logIn(page)
  await page.goto(storefront(`/products/${await productId(CITY.handle)}`))
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(page.getByText("Product added to cart")).toBeVisible()
  await expect(cartCount(page)).toHaveText("1")
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(page.getByText("Already added")).toBeVisible()
  await expect(cartCount(page)).toHaveText("1")

  await page.goto(storefront(`/products/${await productId(JUNIOR.handle)}`))
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(cartCount(page)).toHaveText("2")

  // The header's cart link opens /cart (a visitor's or a customer's cart, issue 40).
  await page.locator(".cart-link").click()
  await expect(page).toHaveURL(/\/cart$/)
  const quantityOf = (title: string) => page.getByRole("group", { name: `Quantity of ${title}` })
  await page.getByRole("button", { name: `Increase quantity of ${CITY.title}` }).click()
  await expect(quantityOf(CITY.title).locator("output")).toHaveText("2")
  await expect(page.getByRole("button", { name: `Decrease quantity of ${JUNIOR.title}` })).toBeDisabled()
  const subtotal = CITY.price * 2 + JUNIOR.price
  // Above the threshold: the large-order charge applies.
  expect(deliveryCharge(subtotal)).toBe(DELIVERY_RATE.large_order_amount)
  await expect(page.locator(".cart__summary")).toContainText(taka(subtotal))

  // Saved on the server: a reload (or another device) shows the same cart.
  await page.reload()
  await expect(quantityOf(CITY.title).locator("output")).toHaveText("2")

  await page.getByRole("link", { name: "Place order" }).click()
  await expect(page).toHaveURL(/\/place-order\/&&/)
  await expect(page.getByLabel("Email")).toBeDisabled()
  await expect(page.getByLabel("Email")).toHaveValue(RIDER.email)
  await expect(page.getByLabel("Same as billing address")).toBeDisabled()
  const summary = page.locator(".order-summary")
  await expect(summary).toContainText(taka(subtotal))
  await expect(summary).toContainText(taka(deliveryCharge(subtotal)))
  await expect(summary).toContainText(taka(subtotal + deliveryCharge(subtotal)))

  await fillAddress(page)
  await page.getByLabel("Cash on delivery").check()
  await page.getByRole("button", { name: "Place order" }).click()
  // The order's own page confirms it (issue 26), with the server's total.
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible()
  await expect(page).toHaveURL(/\/my-account\/my-order\/order_\w+$/)
  await expect(page.locator(".order-totals")).toContainText(taka(subtotal + deliveryCharge(subtotal)))
  await expect(cartCount(page)).toHaveText("0")

  await page.goto(storefront("/my-account/my-order"))
  const order = page.locator(".order-card").first()
  await expect(order).toContainText("Placed")
  await expect(order).toContainText(taka(subtotal + deliveryCharge(subtotal)))
})

test("buy now orders one bicycle through the payment screen (shipping 200) and leaves the cart alone", async ({ page }) => {
  await logIn(page)
  await page.goto(storefront(`/products/${await productId(CITY.handle)}`))
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(cartCount(page)).toHaveText("1")

  await page.goto(storefront(`/products/${await productId(JUNIOR.handle)}`))
  await page.getByRole("button", { name: "Buy now" }).click()
  await expect(page).toHaveURL(/\/place-order\/prod_[^&]+\?quantity=1$/)
  const summary = page.locator(".order-summary")
  await expect(summary).toContainText(taka(JUNIOR.price + deliveryCharge(JUNIOR.price)))

  // The profile has no saved address yet, so the form is filled by hand.
  await fillAddress(page)
  await page.getByRole("button", { name: "Proceed to pay" }).click()
  // Only what the shop takes: this shop has no bKash account set, so cash on delivery alone, and no "coming soon" tile.
  const payment = page.getByRole("dialog", { name: "Choose a payment method" })
  await expect(payment.getByRole("button", { name: "Confirm order" })).toBeVisible()
  await expect(payment).not.toContainText("bKash")
  await expect(payment).not.toContainText(/coming soon/i)
  await page.getByRole("button", { name: "Confirm order" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible()
  await expect(page.getByText("Your order was created successfully")).toBeVisible()
  await expect(cartCount(page)).toHaveText("1")

  await page.goto(storefront("/my-account/my-order"))
  await expect(page.locator(".order-card")).toHaveCount(2)
  await expect(page.locator(".order-card", { hasText: taka(JUNIOR.price + deliveryCharge(JUNIOR.price)) })).toContainText("Placed")
})

test("a review written in my account shows in my reviews", async ({ page }) => {
  await logIn(page)
  await page.goto(storefront("/my-account/add-review"))
  await page.getByRole("button", { name: "Add review" }).click()
  await expect(page.getByText("Description is required")).toBeVisible()

  await page.getByLabel("Description").fill("Delivered to Mirpur in two days; the City Classic rides beautifully.")
  await page.getByRole("radio", { name: "4.5 stars" }).check({ force: true })
  await page.getByRole("button", { name: "Add review" }).click()
  await expect(page.getByText("A review was successfully added")).toBeVisible()
  await page.goto(storefront("/my-account/my-review"))
  await expect(page.getByText("Delivered to Mirpur in two days")).toBeVisible()
})

test("another customer sees none of the rider's orders and cannot reach their cart or orders by id", async ({ page }) => {
  const { publishable_key } = await shopConfig(backend())
  const key = { "x-publishable-api-key": publishable_key }
  const signIn = async (email: string, password: string) =>
    (await backendCall(backend(), "POST", "/auth/customer/emailpass", { email, password })).token as string
  const riderHeaders = { ...key, authorization: `Bearer ${await signIn(RIDER.email, RIDER.password)}` }
  const { orders } = await backendCall(backend(), "GET", "/store/orders?fields=id", undefined, riderHeaders)
  const { cart } = await backendCall(backend(), "GET", "/store/customers/me/cart", undefined, riderHeaders)
  expect(orders.length).toBe(2)

  const other = { name: "Karim Hossain", email: `karim.${Date.now()}@example.com`, password: "another-2026" }
  await page.goto(storefront("/sign-up"))
  await page.getByLabel("Name").fill(other.name)
  await page.getByLabel("Email").fill(other.email)
  await page.getByLabel("Password", { exact: true }).fill(other.password)
  await page.getByLabel("Re-enter password").fill(other.password)
  await page.getByRole("button", { name: "Sign up" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
  await page.goto(storefront("/my-account/my-order"))
  await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible()
  await expect(page.locator(".order-card")).toHaveCount(0)
  await expect(cartCount(page)).toHaveText("0")

  const otherHeaders = { ...key, authorization: `Bearer ${await signIn(other.email, other.password)}` }
  const status = async (path: string) => (await fetch(`${backend()}${path}`, { headers: otherHeaders })).status
  expect(await status(`/store/orders/${orders[0].id}`)).toBe(404)
  expect(await status(`/store/carts/${cart.id}`)).toBe(404)
})

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)
}

test("the account screens have no serious accessibility problems (axe)", async ({ page }) => {
  for (const [path, heading] of [
    ["/log-in", "Log in"],
    ["/sign-up", "Sign up"],
  ]) {
    await page.goto(storefront(path))
    await expect(page.getByRole("heading", { name: heading })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
  await logIn(page)
  await page.goto(storefront(`/products/${await productId(CITY.handle)}`))
  await page.getByRole("button", { name: "Buy now" }).click()
  await expect(page.locator(".order-summary")).toBeVisible()
  expect(await seriousViolations(page), "checkout").toEqual([])
  for (const path of ["/my-account/view-cart", "/my-account/profile", "/my-account/update-profile", "/my-account/my-order", "/my-account/add-review"]) {
    await page.goto(storefront(path))
    await expect(page.locator(".account-page__content h1")).toBeVisible()
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0)
    expect(await seriousViolations(page), path).toEqual([])
  }
})

test.describe("Continue with Google", () => {
  // The local provider's certificate is made for the run.
  test.use({ ignoreHTTPSErrors: true })

  /** The customers with this email, as the shop's admin sees them. */
  async function customersWithEmail(email: string) {
    const admin = await adminOn(backend())
    const { customers } = await admin("GET", `/admin/customers?email=${encodeURIComponent(email)}&fields=id,email`)
    return customers as { id: string; email: string }[]
  }

  /** Clicks the button and signs in on the provider's own pages (its sign-in and consent), if it asks. */
  async function signInWithGoogle(page: Page, user: TestUser) {
    const popupOpened = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Continue with Google" }).click()
    const popup = await popupOpened
    const closed = popup.waitForEvent("close")
    const login = popup.locator("input[name=login]")
    const asked = await Promise.race([login.waitFor().then(() => true), closed.then(() => false)])
    if (asked) {
      await login.fill(user.email)
      await popup.locator("input[name=password]").fill("any password at all")
      await popup.getByRole("button", { name: "Sign-in" }).click()
      await popup.getByRole("button", { name: "Continue" }).click()
    }
    await closed
  }

  test("a new customer signs in through the popup and lands back signed in; the next sign-in is the same customer", async ({ page }) => {
    await page.goto(storefront("/my-account/profile"))
    await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fmy-account%2Fprofile$/)
    await signInWithGoogle(page, GOOGLE_USER)

    await expect(page).toHaveURL(/\/my-account\/profile$/)
    await expect(page.locator(".account-page__content")).toContainText(GOOGLE_USER.email)
    await expect(page.locator(".account-page__content")).toContainText(GOOGLE_USER.name)
    const [customer] = await customersWithEmail(GOOGLE_USER.email)
    expect(await customersWithEmail(GOOGLE_USER.email)).toHaveLength(1)

    await page.getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("button", { name: "Log out" }).click()
    // Signed out before the next page: the log-in page sends a signed-in customer home.
    await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible()
    await page.goto(storefront("/sign-up"))
    await signInWithGoogle(page, GOOGLE_USER)
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
    expect(await customersWithEmail(GOOGLE_USER.email)).toEqual([customer])
  })

  test("closing the popup before the end says so, and nobody is signed in", async ({ page }) => {
    await page.goto(storefront("/log-in"))
    const popupOpened = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Continue with Google" }).click()
    const popup = await popupOpened
    await popup.locator("input[name=login]").waitFor()
    await popup.close()
    await expect(page.getByRole("alert")).toHaveText("The sign-in window was closed before you finished. Try again when you are ready.")
    await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible()
  })

  test("Google for an email whose account was opened with a password (the admin's) is not joined to it: the shop says to log in with the password", async ({
    page,
  }) => {
    await page.goto(storefront("/log-in"))
    await signInWithGoogle(page, GOOGLE_ADMIN)
    await expect(page.getByRole("alert")).toContainText("An account with this email already exists. Please log in with its email and password")
    await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible()
    expect(await customersWithEmail(DEMO_ADMIN.email)).toHaveLength(1)
  })
})
