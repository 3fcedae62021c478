import { expect, type Locator, type Page } from "@playwright/test"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { logIn as logInAt } from "./shopper"
import { adminOn, newShopProduct, storeGet } from "./store-api"
import { placeDemoOrder } from "./store-order"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

// The order's life on a phone (issue 39): an order placed, then approved, shipped with a courier
// and tracking number and delivered from the storefront's admin area, read by its customer as a
// timeline; and a customer canceling a pending order, its stock back on sale. Built on the
// backend's POST /store/orders/:id/cancel, /admin/orders/:id/ship and /deliver; each step also
// reaches the customer by email, read from the shared shop's SMTP server.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 } })

const shop = sharedStoreShop()
const { storefront, backend } = shop

const COURIER = "Pathao"
const TRACKING = `PT-${Date.now() % 1_000_000}`
const stage = messages.orderStages
const o = messages.orderPage

const logIn = (page: Page, who: { email: string; password: string }) => logInAt(page, storefront("/log-in"), who.email, who.password)

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("button", { name: "Log out" }).click()
}

const made: string[] = []
/** A bicycle of its own for each test, so the stock counted is this test's alone. */
async function newBicycle(stock: number) {
  const admin = await adminOn(backend())
  const title = `Life Test Roadster ${Date.now() % 1_000_000}`
  const bicycle = { title, ...(await newShopProduct(admin, { title, stock })) }
  made.push(bicycle.productId)
  return bicycle
}

// The shop is shared with the files that count the seeded catalogue (storefront.e2e.ts): the
// bicycles made here leave it again.
test.afterAll(async () => {
  if (!made.length) return
  const admin = await adminOn(backend())
  for (const id of made.splice(0)) await admin("DELETE", `/admin/products/${id}`)
})

/** The order's number as the shop shows it (#display_id). */
async function numberOf(orderId: string): Promise<number> {
  const admin = await adminOn(backend())
  return (await admin("GET", `/admin/orders/${orderId}?fields=display_id`)).order.display_id as number
}

/** What the store says is left of a variant. */
async function stockOf(productId: string): Promise<number> {
  const { product } = await storeGet<{ product: { variants: { inventory_quantity: number }[] } }>(
    backend(),
    `/store/products/${productId}?fields=id,*variants,+variants.inventory_quantity`
  )
  return product.variants[0].inventory_quantity
}

/** The subjects of the emails the customer got about this order, in the order they came. */
const mailsAbout = (number: number) =>
  shop
    .mail()
    .to(DEMO_CUSTOMER.email)
    .filter((mail) => mail.subject.includes(`#${number} `))

/** Nothing on the page scrolls sideways at this width. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => {
    const { documentElement: root } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
    return root.scrollWidth - root.clientWidth
  })
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The timeline's steps as a customer reads them: name, whether it has a date, whether it is the current one. */
async function timeline(page: Page) {
  const steps = page.getByRole("region", { name: o.timelineTitle }).getByRole("listitem")
  const read = async (step: Locator) => ({
    name: (await step.locator("strong").innerText()).replace(`(${o.currentStep})`, "").trim(),
    dated: (await step.locator("time[datetime]").count()) === 1,
    current: (await step.getAttribute("aria-current")) === "step",
  })
  return Promise.all((await steps.all()).map(read))
}

test("an order approved, shipped with a tracking number and delivered in the admin area: its customer's page shows the timeline", async ({ page }) => {
  const bicycle = await newBicycle(4)
  const orderId = await placeDemoOrder(backend(), bicycle.variantId)
  const number = await numberOf(orderId)

  await logIn(page, DEMO_ADMIN)
  await page.goto(storefront("/admin/manage-order"))
  const card = page.getByRole("article", { name: `Order #${number}`, exact: true })
  await expect(card.locator(".status")).toHaveText(new RegExp(`${stage.placed}$`))
  // Placed: approve is the only next step.
  await expect(card.getByRole("form", { name: `Ship order #${number}`, exact: true })).toHaveCount(0)
  await card.getByRole("button", { name: `Approve order #${number}`, exact: true }).click()
  await expect(page.getByText(messages.toasts.orderApproved)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${stage.approved}$`))

  const ship = card.getByRole("form", { name: `Ship order #${number}`, exact: true })
  await ship.getByLabel("Courier").fill(COURIER)
  await ship.getByLabel("Tracking number").fill(TRACKING)
  await fitsWidth(page)
  await ship.getByRole("button", { name: "Ship" }).click()
  await expect(page.getByText(messages.toasts.orderShipped)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${stage.shipped}$`))
  await expect(card).toContainText(TRACKING)
  await expect(ship).toHaveCount(0)

  await card.getByRole("button", { name: `Mark order #${number} delivered`, exact: true }).click()
  await expect(page.getByText(messages.toasts.orderDelivered)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${stage.delivered}$`))
  await expect(card.getByRole("button", { name: `Mark order #${number} delivered`, exact: true })).toHaveCount(0)
  // Read again from the server: the same.
  await page.reload()
  await expect(page.getByRole("article", { name: `Order #${number}`, exact: true }).locator(".status")).toHaveText(new RegExp(`${stage.delivered}$`))

  await logOut(page)
  await logIn(page, DEMO_CUSTOMER)
  await page.goto(storefront("/my-account/my-order"))
  const listed = page.getByRole("article", { name: `Order #${number}`, exact: true })
  await expect(listed.locator(".status")).toHaveText(new RegExp(`${stage.delivered}$`))
  await listed.getByRole("link", { name: `View order #${number}`, exact: true }).click()

  await expect(page.getByRole("heading", { name: `Order #${number}`, level: 1, exact: true })).toBeVisible()
  // The list and the page say the same.
  await expect(page.locator(".order-page__meta .status")).toHaveText(new RegExp(`${stage.delivered}$`))
  await expect
    .poll(() => timeline(page))
    .toEqual([
      { name: stage.placed, dated: true, current: false },
      { name: stage.approved, dated: true, current: false },
      { name: stage.shipped, dated: true, current: false },
      { name: stage.delivered, dated: true, current: true },
    ])
  const progress = page.getByRole("region", { name: o.timelineTitle })
  await expect(progress.getByText(o.courier, { exact: true })).toBeVisible()
  await expect(progress.getByText(COURIER, { exact: true })).toBeVisible()
  await expect(progress.getByText(TRACKING, { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: o.cancel, exact: true })).toHaveCount(0)
  await fitsWidth(page)

  // One email for each step, the shipped one with the courier and tracking number.
  await expect
    .poll(() => mailsAbout(number).map((mail) => mail.subject))
    .toEqual([
      `Your Chaka order #${number} is placed`,
      `Your Chaka order #${number} is approved`,
      `Your Chaka order #${number} is on its way`,
      `Your Chaka order #${number} has been delivered`,
    ])
  const shipped = mailsAbout(number)[2]
  expect(shipped.text).toContain(COURIER)
  expect(shipped.text).toContain(TRACKING)
  expect(shipped.text).toContain(storefront(`/my-account/my-order/${orderId}`))
})

test("a customer cancels a pending order after confirming; it shows Canceled and its stock is back on sale", async ({ page }) => {
  const bicycle = await newBicycle(3)
  const orderId = await placeDemoOrder(backend(), bicycle.variantId)
  const number = await numberOf(orderId)
  await expect.poll(() => stockOf(bicycle.productId)).toBe(2)

  await logIn(page, DEMO_CUSTOMER)
  await page.goto(storefront(`/products/${bicycle.productId}`))
  await expect(page.getByText(messages.productPage.onlyLeft(2))).toBeVisible()

  await page.goto(storefront(`/my-account/my-order/${orderId}`))
  await expect(page.getByRole("heading", { name: `Order #${number}`, level: 1, exact: true })).toBeVisible()
  await expect(page.locator(".order-page__meta .status")).toHaveText(new RegExp(`${stage.placed}$`))
  await fitsWidth(page)

  // Asked first; keeping the order changes nothing.
  await page.getByRole("button", { name: o.cancel, exact: true }).click()
  await expect(page.getByText(o.cancelQuestion(number))).toBeVisible()
  await page.getByRole("button", { name: o.cancelKeep }).click()
  expect(await stockOf(bicycle.productId)).toBe(2)

  await page.getByRole("button", { name: o.cancel, exact: true }).click()
  await page.getByRole("button", { name: o.cancelConfirm }).click()
  await expect(page.getByText(o.canceled)).toBeVisible()
  await expect(page.locator(".order-page__meta .status")).toHaveText(new RegExp(`${stage.canceled}$`))
  await expect(page.getByRole("button", { name: o.cancel, exact: true })).toHaveCount(0)

  // Read again from the server: canceled, with when.
  await page.reload()
  await expect(page.locator(".order-page__meta .status")).toHaveText(new RegExp(`${stage.canceled}$`))
  await expect
    .poll(() => timeline(page))
    .toEqual([
      { name: stage.placed, dated: true, current: false },
      { name: stage.canceled, dated: true, current: true },
    ])
  await page.goto(storefront("/my-account/my-order"))
  await expect(page.getByRole("article", { name: `Order #${number}`, exact: true }).locator(".status")).toHaveText(new RegExp(`${stage.canceled}$`))

  // The bicycle is back on sale: the store and its page count it again.
  await expect.poll(() => stockOf(bicycle.productId)).toBe(3)
  await page.goto(storefront(`/products/${bicycle.productId}`))
  await expect(page.getByText(messages.productPage.onlyLeft(3))).toBeVisible()

  await expect
    .poll(() => mailsAbout(number).map((mail) => mail.subject))
    .toEqual([`Your Chaka order #${number} is placed`, `Your Chaka order #${number} has been canceled`])
})
