import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page } from "@playwright/test"
import { PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { sharedStoreShop, storeTest as test, untilHydrated } from "./shop-fixture"
import { fillAddress } from "./shopper"
import { registerCustomer, shopConfig, storeGet } from "./store-api"
import { deliveryCharge } from "@chaka/rules"
import { deliveryDays } from "../storefront/src/features/delivery/delivery-days"
import { messagesFor } from "../storefront/src/i18n/messages"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

// Issue 26 on a phone (360×740): after a cash-on-delivery order the shopper lands on the order's
// own page (number, items, address, delivery charge, total, what happens next), finds it again
// from my orders, and nobody else can open it.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 } })

const { storefront, backend } = sharedStoreShop()

// Not a product the other shared-shop files count the stock of.
const CITY = PRODUCTS.find((p) => p.handle === "phoenix-city-classic-26")!
const stamp = Date.now()
const BUYER = { email: `confirm.buyer.${stamp}@example.com`, password: "pedal-2026", first_name: "Tania", last_name: "Akter" }
const OTHER = { email: `confirm.other.${stamp}@example.com`, password: "pedal-2026", first_name: "Kamal", last_name: "Hossain" }

/** Set by the first test: the order the buyer placed in the browser. */
let placed: { id: string; number: string } | undefined

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto(storefront("/log-in"))
  await page.getByLabel("Email").fill(who.email)
  await page.getByLabel("Password").fill(who.password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
}

/** A taka amount as the page shows it, as a number: "৳ 1,45,000" → 145000. */
const amountOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^0-9.]/g, ""))
const totalsRow = (page: Page, name: string) => page.locator(".order-totals dt", { hasText: new RegExp(`^${name}$`) }).locator("xpath=following-sibling::dd[1]")

/** Whether the page scrolls sideways at this width (it must not, 320–480 px). */
async function overflowsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 })
  return page.evaluate<boolean>("document.documentElement.scrollWidth > window.innerWidth")
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)
}

/** GET /store/orders/:id on the backend as a visitor (no token) or a signed-in customer: its status. */
async function orderStatusFor(id: string, who?: { email: string; password: string }) {
  const { publishable_key } = await shopConfig(backend())
  const headers: Record<string, string> = { "x-publishable-api-key": publishable_key }
  if (who) {
    const signIn = await fetch(`${backend()}/auth/customer/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: who.email, password: who.password }),
    })
    headers.authorization = `Bearer ${((await signIn.json()) as { token: string }).token}`
  }
  return (await fetch(`${backend()}/store/orders/${encodeURIComponent(id)}`, { headers })).status
}

test("buying on a phone lands on the order's confirmation: number, items, address, delivery charge, total = items + delivery", async ({ page }) => {
  await registerCustomer(backend(), BUYER)
  await logIn(page, BUYER)
  const { products } = await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${CITY.handle}&fields=id`)
  await page.goto(storefront(`/products/${products[0].id}`))
  await page.getByRole("button", { name: "Buy now" }).click()
  await expect(page).toHaveURL(/\/place-order\//)
  await fillAddress(page)
  // The delivery window for the address's district (Dhaka: the admin's inside-Dhaka days), at checkout and on the confirmation.
  const { delivery_days: days } = await storeGet<{ delivery_days: { inside_dhaka: { min: number; max: number } } }>(backend(), "/store/delivery-days")
  const estimate = `${messages.delivery.toDistrict("Dhaka")}: ${deliveryDays(messages.delivery, days.inside_dhaka)}`
  await expect(page.getByTestId("delivery-estimate")).toHaveText(estimate)
  await page.getByLabel("Cash on delivery").check()
  await page.getByRole("button", { name: "Place order" }).click()

  await expect(page).toHaveURL(/\/my-account\/my-order\/order_[A-Za-z0-9]+$/)
  const thanks = page.getByRole("heading", { name: "Thank you for your order!", level: 1 })
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  await expect(page.getByText("Your order was created successfully")).toBeVisible()
  // The page confirms it: no toast on top of it.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)

  const id = new URL(page.url()).pathname.split("/").pop()!
  const number = (await page.locator(".order-page__number").innerText()).replace(/^Order #/, "")
  expect(number).toMatch(/^\d+$/)
  placed = { id, number }
  await expect(page).toHaveTitle(`Order #${number} · /my-account/my-order/${id} · Chaka`)

  const items = page.getByRole("region", { name: "Items" })
  await expect(items.locator(".order-lines li")).toHaveCount(1)
  await expect(items.locator(".order-lines li")).toHaveText(new RegExp(`^${CITY.title} × 1\\s*৳\\s12,500$`))

  const subtotal = await amountOf(totalsRow(page, "Subtotal"))
  const delivery = await amountOf(totalsRow(page, "Delivery charge"))
  const total = await amountOf(totalsRow(page, "Total"))
  expect(subtotal).toBe(CITY.price)
  expect(delivery).toBe(deliveryCharge(subtotal))
  expect(total).toBe(subtotal + delivery)

  const address = page.getByRole("region", { name: "Delivery address" })
  await expect(address).toContainText(`${BUYER.first_name} ${BUYER.last_name}`)
  await expect(address).toContainText("House 7, Road 3, Section 10")
  await expect(address).toContainText("Mirpur Model, Dhaka")
  await expect(address).toContainText("01812345678")
  await expect(page.getByText("Cash on delivery: pay the rider when your order arrives.")).toBeVisible()
  await expect(page.getByTestId("delivery-estimate")).toHaveText(estimate)
  await expect(page.getByRole("region", { name: "Your order's progress" }).locator('[aria-current="step"]')).toContainText("Placed")

  expect(await seriousViolations(page)).toEqual([])
  for (const width of [360, 320, 480]) expect(await overflowsAt(page, width), `sideways scroll at ${width} px`).toBe(false)
})

test("my orders names the product once per line, keeps prices whole and links to the order's page", async ({ page }) => {
  expect(placed, "the order of the first test").toBeDefined()
  const { id, number } = placed!
  await logIn(page, BUYER)
  await page.goto(storefront("/my-account/my-order"))
  const card = page.getByRole("article", { name: `Order #${number}` })
  await expect(card).toBeVisible()
  const text = await card.innerText()
  expect(text.split(CITY.title).length - 1, "times the product is named").toBe(1)
  // Every amount is one unbroken piece: the ৳ sign never sits alone on a line.
  for (const money of await card.locator(".money").all()) {
    const box = await money.evaluate((element) => {
      const view = globalThis as unknown as { getComputedStyle: (element: unknown) => { whiteSpace: string } }
      const span = element as unknown as { getClientRects: () => { length: number } }
      return { lines: span.getClientRects().length, whiteSpace: view.getComputedStyle(element).whiteSpace }
    })
    expect(box).toEqual({ lines: 1, whiteSpace: "nowrap" })
  }
  expect(await seriousViolations(page)).toEqual([])
  for (const width of [320, 360]) expect(await overflowsAt(page, width), `sideways scroll at ${width} px`).toBe(false)

  await card.getByRole("link", { name: `View order #${number}` }).click()
  await expect(page).toHaveURL(storefront(`/my-account/my-order/${id}`))
  await expect(page.getByRole("heading", { name: `Order #${number}`, level: 1 })).toBeVisible()
  await expect(page.getByText("Thank you for your order!")).toHaveCount(0)
  await expect(page.locator(".order-lines li")).toHaveCount(1)
})

test("another customer, a changed letter case, a made-up id and a visitor never see the order", async ({ page, browser }) => {
  expect(placed, "the order of the first test").toBeDefined()
  const { id, number } = placed!
  await registerCustomer(backend(), OTHER)

  // The server refuses: 401 to a visitor, 404 to another customer; the buyer gets it.
  expect(await orderStatusFor(id)).toBe(401)
  expect(await orderStatusFor(id, OTHER)).toBe(404)
  expect(await orderStatusFor(id, BUYER)).toBe(200)

  // Ids are exact: another letter case or a made-up id is no order, for the server and the page.
  const wrongIds = [id.toUpperCase(), id.toLowerCase(), "order_01NOTAREALORDER0000000000"]
  for (const wrong of wrongIds) expect(await orderStatusFor(wrong, BUYER), wrong).toBe(404)
  await logIn(page, BUYER)
  for (const wrong of wrongIds) {
    await page.goto(storefront(`/my-account/my-order/${wrong}`))
    await expect(page.getByRole("heading", { name: "We could not find this order.", level: 1 })).toBeVisible()
  }
  expect(await seriousViolations(page)).toEqual([])
  expect(await overflowsAt(page, 320)).toBe(false)

  // Another customer, signed in in a browser of their own, is told there is no such order.
  const others = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const other = await others.newPage()
  await other.goto(storefront("/log-in"))
  await untilHydrated(other)
  await other.getByLabel("Email").fill(OTHER.email)
  await other.getByLabel("Password").fill(OTHER.password)
  await other.getByRole("button", { name: "Log in" }).click()
  await expect(other.getByRole("button", { name: "Account menu" })).toBeVisible()
  await other.goto(storefront(`/my-account/my-order/${id}`))
  await untilHydrated(other)
  await expect(other.getByRole("heading", { name: "We could not find this order.", level: 1 })).toBeVisible()
  await expect(other.getByText(`Order #${number}`)).toHaveCount(0)
  await expect(other.getByText(CITY.title)).toHaveCount(0)
  await expect(other.getByRole("link", { name: "Back to my orders" })).toBeVisible()
  await others.close()

  // A visitor is sent to log in, and sees nothing of the order.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const stranger = await visitor.newPage()
  await stranger.goto(storefront(`/my-account/my-order/${id}`))
  await expect(stranger).toHaveURL(new RegExp(`/log-in\\?returnTo=%2Fmy-account%2Fmy-order%2F${id}$`))
  await expect(stranger.getByText(`Order #${number}`)).toHaveCount(0)
  await visitor.close()
})
