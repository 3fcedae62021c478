import { expect, type Browser, type Locator, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { PDFParse } from "pdf-parse"
import { messages as dashboard } from "../backend/src/admin/lib/messages"
import { banglaMoney, groupLakhs } from "../backend/src/modules/notification-templates/format"
import { DEMO_ADMIN } from "../backend/src/scripts/seed/catalogue"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { logIn as logInAt } from "./shopper"
import { messages as backendMessages } from "../backend/src/lib/messages"
import { adminOn, newShopProduct, registerCustomer, takeAway, type Made } from "./store-api"
import { placeDemoOrder } from "./store-order"
import { authenticator } from "./totp"

// Issue 55, "Must show": the owner's day in both admin areas, in the shopper's shared shop.
// Medusa's dashboard at 1280 px: the orders waiting first, a filter and a search, an order's
// invoice downloaded as a PDF and read back in English and Bangla, the audit log after approving.
// The storefront admin at 360 px: the same filters, then approve, ship and deliver.
test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()

// The shop is shared with the files that count the seeded catalogue: the orders here are of a
// bicycle made for this file, which leaves again with them (orders canceled first where they can
// be; the delivered one keeps its record), and the admin made here is removed.
const run = Date.now() % 100000
const BICYCLE = `Owner Day Roadster ${run}`
const made: Made = { orders: [], products: [], emails: [] }
let variantId: string
const madeAdmins: string[] = []
test.beforeAll(async () => {
  const bicycle = await newShopProduct(await adminOn(backend()), { title: BICYCLE, stock: 5, price: 14500 })
  made.products.push(bicycle.productId)
  variantId = bicycle.variantId
})
test.afterAll(async () => {
  const admin = await adminOn(backend())
  for (const id of madeAdmins.splice(0)) await admin("DELETE", `/admin/make-admin/${id}`).catch(() => undefined)
  await takeAway(backend(), made)
})

const w = dashboard.ordersFirstWidget
const t = messagesFor("en")
const o = t.adminOrders

type Placed = { id: string; number: number }
type Counts = { to_approve: number; to_ship: number; to_deliver: number }

/** A cash-on-delivery order of this file's bicycle placed by the demo customer through the store API, with its number. */
async function placeOrder(): Promise<Placed> {
  const id = await placeDemoOrder(backend(), variantId)
  made.orders.push(id)
  const { order } = await (await adminOn(backend()))("GET", `/admin/orders/${id}?fields=display_id`)
  return { id, number: order.display_id as number }
}

/** The waiting counts as GET /admin/shop-orders answers them (read before the test's own orders are placed). */
const waitingCounts = async () => (await (await adminOn(backend()))("GET", "/admin/shop-orders?limit=1")).counts as Counts

async function signInToDashboard(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${backend()}/app`)
  await page.locator('input[name="email"]').fill(DEMO_ADMIN.email)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  await expect(page).toHaveURL(/\/app\/orders/)
}

/** The text of a downloaded PDF, pages joined (pdf-parse, as the papers' integration test reads them). */
async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
  return (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text
}

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, link: Locator) {
  const [saved] = await Promise.all([page.waitForEvent("download"), link.click()])
  return { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) }
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width)
}

test.describe("Medusa's dashboard at 1280 px", () => {
  let waiting: Placed
  let shipped: Placed

  test("the order list opens on the orders to approve, a just-placed one among them; a filter and a search narrow it", async ({ page }) => {
    const before = await waitingCounts()
    waiting = await placeOrder()
    shipped = await placeOrder()
    const admin = await adminOn(backend())
    await admin("POST", `/admin/orders/${shipped.id}/approve`)
    await admin("POST", `/admin/orders/${shipped.id}/ship`, { courier: "Pathao", tracking_number: `OD-${shipped.number}` })

    await signInToDashboard(page)
    const card = page.getByTestId("orders-first")
    await expect(card.getByRole("heading", { name: w.title })).toBeVisible()
    // First on the page: on the first screen, without scrolling (it once sat 1 270 px down), and above Medusa's own
    // list, however many orders it shows (Medusa 2.21 puts a zone's widgets after the table unless a view says otherwise).
    await expect(card).toBeInViewport()
    const medusaList = page.getByRole("heading", { name: "Orders", exact: true }).first()
    expect((await card.boundingBox())!.y).toBeLessThan((await medusaList.boundingBox())!.y)
    const toApprove = card.getByTestId("orders-first-tab-placed")
    await expect(toApprove).toHaveAttribute("aria-pressed", "true")
    await expect(toApprove).toHaveText(`${w.tabs.placed}${before.to_approve + 1}`)
    await expect(card.getByTestId("orders-first-tab-shipped")).toHaveText(`${w.tabs.shipped}${before.to_deliver + 1}`)
    const row = (order: Placed) => card.getByRole("row").filter({ has: page.getByRole("link", { name: w.order(order.number), exact: true }) })
    await expect(row(waiting)).toBeVisible()
    await expect(row(waiting)).toContainText(dashboard.orderStages.placed)
    await expect(row(waiting)).toContainText(w.payments.cod)
    await expect(row(shipped)).toHaveCount(0)

    // A filter: every order, then only the shipped ones.
    await card.getByRole("button", { name: w.tabs.all, exact: true }).click()
    await expect(row(shipped)).toBeVisible()
    await card.getByRole("combobox", { name: w.stage }).click()
    await page.getByRole("option", { name: dashboard.orderStages.shipped, exact: true }).click()
    await expect(row(waiting)).toHaveCount(0)
    await expect(row(shipped)).toBeVisible()
    await expect(row(shipped)).toContainText(dashboard.orderStages.shipped)
    // The same filter is the "To mark delivered" group.
    await expect(card.getByTestId("orders-first-tab-shipped")).toHaveAttribute("aria-pressed", "true")
    // Paid with bKash: neither (both are cash on delivery).
    await card.getByRole("combobox", { name: w.payment }).click()
    await page.getByRole("option", { name: w.payments.bkash, exact: true }).click()
    await expect(row(shipped)).toHaveCount(0)

    // A search by the order's number ("#12": a bare 12 also finds names and emails holding it), over every status and payment.
    await card.getByRole("button", { name: w.tabs.all, exact: true }).click()
    await card.getByRole("combobox", { name: w.payment }).click()
    await page.getByRole("option", { name: w.allPayments, exact: true }).click()
    await card.getByLabel(w.search).fill(`#${waiting.number}`)
    await card.getByRole("button", { name: w.searchButton, exact: true }).click()
    await expect(row(shipped)).toHaveCount(0)
    await expect(row(waiting)).toBeVisible()
    await expect(card.getByRole("row")).toHaveCount(2) // the header and the one order
    await noSidewaysScroll(page, 1280)

    // Its number opens the order's page.
    await row(waiting)
      .getByRole("link", { name: w.order(waiting.number), exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/app/orders/${waiting.id}`))
  })

  test("the order's invoice downloads as a PDF that reads in English and in Bangla", async ({ page }) => {
    const admin = await adminOn(backend())
    // The order as the shop's list reads it (the papers' source): its line's title and its total.
    const { orders } = await admin("GET", `/admin/shop-orders?q=${encodeURIComponent(`#${waiting.number}`)}`)
    const [order] = orders as { id: string; total: number; items: { title: string }[] }[]
    expect(order.id).toBe(waiting.id)
    expect(order.items.map((item) => item.title)).toEqual([BICYCLE])
    const total = Number(order.total)

    await signInToDashboard(page)
    await page.goto(`${backend()}/app/orders/${waiting.id}`)
    const papers = page.getByTestId("order-papers")
    await expect(papers.getByRole("heading", { name: dashboard.papersWidget.title })).toBeVisible()

    const english = await download(page, papers.getByTestId("order-invoice-en"))
    expect(english.name).toContain(`-${waiting.number}-en.pdf`)
    const text = await pdfText(english.bytes)
    expect(text).toContain("Chaka")
    expect(text).toContain("Invoice")
    expect(text).toMatch(new RegExp(`Order #${waiting.number}(?!\\d)`))
    expect(text).toMatch(new RegExp(`${BICYCLE}\\s+1\\s+৳ 14,500\\s+৳ 14,500`))
    expect(text).toMatch(new RegExp(`Total\\s+৳ ${groupLakhs(total)}`))
    expect(text).toContain("Cash on delivery")
    expect(text).toContain(`Cash to collect: ৳ ${groupLakhs(total)}`)
    expect(text).toContain("01812345678")

    const bangla = await download(page, papers.getByTestId("order-invoice-bn"))
    expect(bangla.name).toContain(`-${waiting.number}-bn.pdf`)
    const bn = await pdfText(bangla.bytes)
    expect(bn).toMatch(new RegExp(`#${waiting.number}(?!\\d)`))
    expect(bn).toMatch(new RegExp(`${BICYCLE}\\s+১\\s+${banglaMoney(14500)}\\s+${banglaMoney(14500)}`))
    // Money in Bangla digits; read back in the shaped glyphs' order (ক্যাশ নিতে হবে → ক্যাশ িনেত হেব): the Bangla was shaped.
    expect(bn).toContain("ক্যাশ অন")
    expect(bn).toContain(`ক্যাশ িনেত হেব: ${banglaMoney(total)}`)
    expect(bn).not.toContain(groupLakhs(total))
  })

  test("approving the order from its page puts 'Approved an order' in the audit log, with the admin who did it", async ({ page }) => {
    await signInToDashboard(page)
    await page.goto(`${backend()}/app/orders/${waiting.id}`)
    await page.getByRole("button", { name: "Approve", exact: true }).click()
    await expect(page.getByText("Order Approved")).toBeVisible()

    await page.getByRole("link", { name: dashboard.auditLog.label, exact: true }).click()
    await expect(page).toHaveURL(/\/app\/audit-log$/)
    const entry = page.getByTestId("audit-log-table").getByRole("row").filter({ hasText: waiting.id })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(dashboard.auditLog.actions["order.approved"])
    await expect(entry).toContainText(DEMO_ADMIN.email)
    // Only approvals: the entry is among them.
    await page.getByRole("combobox", { name: dashboard.auditLog.actionLabel }).click()
    await page.getByRole("option", { name: dashboard.auditLog.actions["order.approved"], exact: true }).click()
    await expect(entry).toBeVisible()
    await expect(page.getByTestId("audit-log-table").getByRole("row").filter({ hasText: dashboard.auditLog.actions["order.shipped"] })).toHaveCount(0)
  })
})

test("at 360 px the storefront admin filters and searches the orders, then approves, ships and delivers one", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const before = await waitingCounts()
  const order = await placeOrder()

  await logInAt(page, storefront("/log-in"), DEMO_ADMIN.email, DEMO_ADMIN.password)
  await page.goto(storefront("/admin/manage-order"))
  const waitingGroups = page.getByRole("navigation", { name: o.waitingTitle })
  const toApprove = waitingGroups.getByRole("link", { name: new RegExp(`^${o.toApprove}\\s*${o.waitingCount(before.to_approve + 1)}$`) })
  await expect(toApprove).toBeVisible()
  await noSidewaysScroll(page, 360)

  const card = page.getByRole("article", { name: o.number(order.number), exact: true })
  await toApprove.click()
  await expect(page).toHaveURL(/[?&]stage=placed/)
  await expect(toApprove).toHaveAttribute("aria-current", "page")
  await expect(card).toBeVisible()
  await expect(page.locator("article.admin-order .status").filter({ hasNotText: t.orderStages.placed })).toHaveCount(0)

  // A filter: paid with bKash (this order is cash on delivery).
  const find = page.getByRole("search", { name: o.filterTitle })
  await find.getByLabel(o.paymentFilter).selectOption("bkash")
  await find.getByRole("button", { name: o.apply }).click()
  await expect(page).toHaveURL(/[?&]payment=bkash/)
  await expect(card).toHaveCount(0)
  await noSidewaysScroll(page, 360)

  // A search by its number, every status and payment: this order alone.
  await page.getByRole("link", { name: o.clearFilters }).click()
  await expect(page).toHaveURL(/\/admin\/manage-order$/)
  await expect(find.getByLabel(o.paymentFilter)).toHaveValue("")
  await find.getByLabel(o.search).fill(`#${order.number}`)
  await find.getByRole("button", { name: o.apply }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=%23${order.number}(&|$)`))
  await expect(page.getByText(o.count(1), { exact: true })).toBeVisible()
  await expect(card).toBeVisible()
  await noSidewaysScroll(page, 360)

  await card.getByRole("button", { name: o.approveLabel(order.number), exact: true }).click()
  await expect(page.getByText(t.toasts.orderApproved)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${t.orderStages.approved}$`))

  const ship = card.getByRole("form", { name: o.shipTitle(order.number), exact: true })
  await ship.getByLabel(o.courier).fill("Steadfast")
  await ship.getByLabel(o.trackingNumber).fill(`SF-${order.number}`)
  await noSidewaysScroll(page, 360)
  await ship.getByRole("button", { name: o.ship, exact: true }).click()
  await expect(page.getByText(t.toasts.orderShipped)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${t.orderStages.shipped}$`))
  await expect(card).toContainText(`SF-${order.number}`)

  await card.getByRole("button", { name: o.deliverLabel(order.number), exact: true }).click()
  await expect(page.getByText(t.toasts.orderDelivered)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${t.orderStages.delivered}$`))
  await expect(card.getByRole("button", { name: o.deliverLabel(order.number) })).toHaveCount(0)
  await noSidewaysScroll(page, 360)

  // The server agrees: the shop's list finds it delivered.
  const admin = await adminOn(backend())
  const { orders } = await admin("GET", `/admin/shop-orders?q=${encodeURIComponent(`#${order.number}`)}`)
  expect(orders.map((listed: { id: string; status: string }) => [listed.id, listed.status])).toEqual([[order.id, "delivered"]])
})

// Two-factor sign-in: codes computed as an authenticator app would (./totp.ts).

/** A new browser window at 1280 px on the dashboard's sign-in, email and password sent. */
async function dashboardSignIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${backend()}/app/login`)
  await page.locator('input[name="email"]').fill(who.email)
  await page.locator('input[name="password"]').fill(who.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  return page
}

test("an admin turns on two-factor sign-in in the dashboard; signing in then asks for a code, and a used code is refused", async ({ browser }) => {
  // A customer made an admin (owner) from the shop's own screen's route, so the demo admin keeps its plain sign-in.
  const owner = { email: `two-factor-${Date.now()}@example.com`, password: "a-long-password", first_name: "Tahmina", last_name: "Akter" }
  await registerCustomer(backend(), owner)
  made.emails.push(owner.email)
  const admin = await adminOn(backend())
  const { user_id } = await admin("POST", "/admin/make-admin", { email: owner.email, role: "owner", confirm: true })
  madeAdmins.push(user_id)

  const first = await dashboardSignIn(browser, owner)
  await expect(first).toHaveURL(/\/app\/orders/)
  await first.goto(`${backend()}/app/settings/profile`)
  await expect(first.getByRole("heading", { name: "Two-factor authentication", exact: true })).toBeVisible()
  await expect(first.getByText("Disabled", { exact: true })).toBeVisible()
  await first.getByRole("button", { name: "Enable", exact: true }).click()
  const setup = first.getByRole("dialog")
  await expect(setup.getByRole("heading", { name: "Set up authenticator app" })).toBeVisible()
  // The secret as the dialog shows it beside its QR code (what a phone's app would read).
  const secret = (await setup.locator(".font-mono span.truncate").innerText()).trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/)
  const nextCode = authenticator(secret)
  await setup.getByLabel("One-time password 1").fill(await nextCode())
  await expect(setup.getByRole("heading", { name: "Recovery codes" })).toBeVisible()
  await setup.getByRole("button", { name: "Complete", exact: true }).click()
  await expect(first.getByText("Enabled", { exact: true })).toBeVisible()
  await first.context().close()

  // Signing in again: the password, then the code of the moment.
  const second = await dashboardSignIn(browser, owner)
  await expect(second.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible()
  expect(second.url()).not.toMatch(/\/app\/orders/)
  const code = await nextCode()
  await second.getByLabel("One-time password 1").fill(code)
  await expect(second).toHaveURL(/\/app\/orders/)
  await expect(second.getByTestId("orders-first")).toBeVisible()
  await second.context().close()

  // The same code again, still inside its time window: refused in the shop's words, no way in.
  const third = await dashboardSignIn(browser, owner)
  await expect(third.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible()
  await third.getByLabel("One-time password 1").fill(code)
  await expect(third.getByText(backendMessages.mfaCodeUsed)).toBeVisible()
  await expect(third.getByTestId("orders-first")).toHaveCount(0)
  expect(third.url()).not.toMatch(/\/app\/orders/)
  // The next code opens it.
  await third.getByLabel("One-time password 1").fill(await nextCode())
  await expect(third).toHaveURL(/\/app\/orders/)
  await third.context().close()
})
