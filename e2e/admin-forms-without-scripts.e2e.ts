import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { DEMO_ADMIN } from "../backend/src/scripts/seed/catalogue"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { ROOT } from "./shop-process"
import { adminOn, backendCall, newShopProduct, registerCustomer, shopConfig, storeGet, takeAway, type Made } from "./store-api"
import { placeDemoOrder } from "./store-order"

// Issue 51, "one way to change data", the admin area: every admin form that changes something
// posts to its route's action and works before (here: without) the page's scripts. One admin,
// scripts off, adds a product with pictures, edits it, approves and ships an order, makes a
// customer an admin and sets the delivery days.
test.describe.configure({ mode: "serial" })

const t = messagesFor("en")
const { storefront, backend } = sharedStoreShop()
const run = Date.now() % 1_000_000
const PRODUCT = { title: `NoScript Admin Roadster ${run}`, price: 16_500, newPrice: 15_900, stock: 4 }
const NEWCOMER = { email: `admin-forms-${run}@example.com`, password: "admin-forms-2026", first_name: "Farhana", last_name: "Forms" }

const SEED_IMAGES = join(ROOT, "backend", "data", "seed-images")
const [IMAGE_1, IMAGE_2, IMAGE_3] = readdirSync(SEED_IMAGES)
  .filter((name) => name.endsWith(".webp"))
  .sort()
  .slice(0, 3)
  .map((name) => join(SEED_IMAGES, name))

type Days = { inside_dhaka: { min: number; max: number }; elsewhere: { min: number; max: number } }
const deliveryDays = async () => (await storeGet<{ delivery_days: Days }>(backend(), "/store/delivery-days")).delivery_days

// What this file made or changed in the shared shop, taken away or put back afterwards.
const made: Made = { orders: [], products: [], emails: [NEWCOMER.email] }
let daysBefore: Days | undefined
test.afterAll(async () => {
  const admin = await adminOn(backend())
  if (daysBefore) await admin("POST", "/admin/delivery-days", daysBefore)
  // The admin user make-admin made for the newcomer goes with their customer account.
  const { users } = await admin("GET", `/admin/users?q=${encodeURIComponent(NEWCOMER.email)}&fields=id,email`)
  for (const user of users as { id: string; email: string }[])
    if (user.email === NEWCOMER.email) await admin("DELETE", `/admin/users/${user.id}`).catch(() => undefined)
  await takeAway(backend(), made)
})

let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser }) => {
  context = await (browser as Browser).newContext({ javaScriptEnabled: false })
  page = await context.newPage()
  // The admin signs in by the log-in form (its route action).
  await page.goto(storefront("/log-in"))
  await page.getByLabel(t.auth.email).fill(DEMO_ADMIN.email)
  await page.getByLabel(t.auth.password, { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole("button", { name: t.auth.logIn }).click()
  await expect(page.getByRole("button", { name: t.userMenu.open })).toBeVisible()
})
test.afterAll(() => context?.close())

const a = t.adminProducts

test("adds a product with its pictures: the action's refusals next to their fields first, then the product", async () => {
  await page.goto(storefront("/admin/add-product"))
  await page.getByRole("button", { name: a.add }).click()
  await expect(page.getByText(a.nameRequired)).toBeVisible()
  await expect(page.getByText(a.mainImageRequired)).toBeVisible()

  await page.getByLabel(a.name, { exact: true }).fill(PRODUCT.title)
  await page.getByLabel(a.category, { exact: true }).selectOption({ label: "City and Hybrid" })
  // Before scripts the sub-category list holds every category's, grouped.
  await page.getByLabel(a.subCategory).selectOption({ label: "Commuter" })
  await page.getByLabel(a.brand).fill("Phoenix")
  await page.getByLabel(a.type).selectOption("Non-Geared")
  await page.getByLabel(a.price).fill("fifteen")
  await page.getByLabel(a.stock).fill(String(PRODUCT.stock))
  await page.getByLabel(a.description).fill("A steel roadster added with the page's scripts off.")
  await page.getByLabel(a.mainImage, { exact: true }).setInputFiles(IMAGE_1)
  await page.getByLabel(a.gallery, { exact: true }).setInputFiles([IMAGE_2, IMAGE_3])
  await page.getByRole("button", { name: a.add }).click()
  // Refused by the action: the field says why, the other fields keep what was typed (the files are chosen again).
  await expect(page.getByText(a.priceNotNumber)).toBeVisible()
  await expect(page.getByLabel(a.name, { exact: true })).toHaveValue(PRODUCT.title)

  await page.getByLabel(a.price).fill(String(PRODUCT.price))
  await page.getByLabel(a.mainImage, { exact: true }).setInputFiles(IMAGE_1)
  await page.getByLabel(a.gallery, { exact: true }).setInputFiles([IMAGE_2, IMAGE_3])
  await page.getByRole("button", { name: a.add }).click()
  await expect(page.getByText(t.toasts.productCreated)).toBeVisible()

  const { products } = await storeGet<{ products: { id: string; title: string; thumbnail: string | null; images: { url: string }[] }[] }>(
    backend(),
    `/store/products?q=${encodeURIComponent(PRODUCT.title)}&fields=id,title,thumbnail,*images`
  )
  const created = products.find((product) => product.title === PRODUCT.title)
  expect(created).toBeDefined()
  made.products.push(created!.id)
  expect(created!.thumbnail).toBeTruthy()
  expect(created!.images.length).toBeGreaterThanOrEqual(2)
})

test("edits the product: the form shows it as it is; a new price and main image are saved", async () => {
  const admin = await adminOn(backend())
  const id = made.products[0]
  const before = (await admin("GET", `/admin/shop-products/${id}`)).product as { thumbnail: string; price: number }
  await page.goto(storefront(`/admin/updateProduct/${id}`))
  await expect(page.getByLabel(a.name, { exact: true })).toHaveValue(PRODUCT.title)
  await page.getByRole("button", { name: a.update }).click()
  await expect(page.getByText(t.toasts.noFieldUpdated)).toBeVisible()

  await page.getByLabel(a.price).fill(String(PRODUCT.newPrice))
  await page.getByLabel(a.mainImage, { exact: true }).setInputFiles(IMAGE_3)
  await page.getByRole("button", { name: a.update }).click()
  await expect(page.getByText(t.toasts.productUpdated)).toBeVisible()
  await expect(page.getByLabel(a.price)).toHaveValue(String(PRODUCT.newPrice))

  const after = (await admin("GET", `/admin/shop-products/${id}`)).product as { thumbnail: string; price: number }
  expect(after.price).toBe(PRODUCT.newPrice)
  expect(after.thumbnail).not.toBe(before.thumbnail)
})

test("approves an order, then ships it with a courier and tracking number", async () => {
  const admin = await adminOn(backend())
  const title = `NoScript Order Roadster ${run}`
  const bicycle = await newShopProduct(admin, { title, stock: 3 })
  made.products.push(bicycle.productId)
  const orderId = await placeDemoOrder(backend(), bicycle.variantId)
  made.orders.push(orderId)
  const number = (await admin("GET", `/admin/orders/${orderId}?fields=display_id`)).order.display_id as number
  const o = t.adminOrders

  await page.goto(storefront("/admin/manage-order"))
  const card = page.getByRole("article", { name: o.number(number), exact: true })
  await card.getByRole("button", { name: o.approveLabel(number), exact: true }).click()
  await expect(page.getByText(t.toasts.orderApproved)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${t.orderStages.approved}$`))

  const ship = card.getByRole("form", { name: o.shipTitle(number), exact: true })
  await ship.getByLabel(o.courier).fill("Pathao")
  await ship.getByLabel(o.trackingNumber).fill(`NS-${run}`)
  await ship.getByRole("button", { name: o.ship, exact: true }).click()
  await expect(page.getByText(t.toasts.orderShipped)).toBeVisible()
  await expect(card.locator(".status")).toHaveText(new RegExp(`${t.orderStages.shipped}$`))
  await expect(card).toContainText(`NS-${run}`)
})

test("makes a customer an admin: an unknown email is refused in the backend's words, then the customer becomes one", async () => {
  await registerCustomer(backend(), NEWCOMER)
  await page.goto(storefront("/admin/make-admin"))
  // Email and role (a GET form), then the second step's post: both plain forms.
  await page.getByLabel(t.adminMakeAdmin.email).fill("nobody@example.com")
  await page.getByLabel(t.adminMakeAdmin.role).selectOption("owner")
  await page.getByRole("button", { name: t.adminMakeAdmin.submit }).click()
  await page.getByRole("button", { name: t.adminMakeAdmin.confirmYes }).click()
  await expect(page.getByText("No one has signed in with the email nobody@example.com", { exact: false })).toBeVisible()
  await expect(page.getByLabel(t.adminMakeAdmin.email)).toHaveValue("nobody@example.com")

  await page.getByLabel(t.adminMakeAdmin.email).fill(NEWCOMER.email)
  await page.getByLabel(t.adminMakeAdmin.role).selectOption("owner")
  await page.getByRole("button", { name: t.adminMakeAdmin.submit }).click()
  await page.getByRole("button", { name: t.adminMakeAdmin.confirmYes }).click()
  await expect(page.getByText(t.toasts.makeAdmin)).toBeVisible()
  // Listed on the same screen, from where it can be undone.
  await expect(page.getByRole("region", { name: t.adminMakeAdmin.madeTitle })).toContainText(NEWCOMER.email)

  // The newcomer's sign-in now opens the admin area (a user token for their session).
  const { publishable_key } = await shopConfig(backend())
  const { token } = await backendCall(backend(), "POST", "/auth/customer/emailpass", { email: NEWCOMER.email, password: NEWCOMER.password })
  const exchanged = await fetch(`${backend()}/store/customers/me/admin-token`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key },
  })
  expect(exchanged.status).toBe(200)
})

test("sets the delivery days: a range the other way round is refused, then the days are saved", async () => {
  daysBefore = await deliveryDays()
  const d = t.delivery
  await page.goto(storefront("/admin/customize"))
  const dhaka = page.getByRole("group", { name: d.insideDhaka })
  const elsewhere = page.getByRole("group", { name: d.elsewhere })
  await dhaka.getByLabel(d.from).fill("3")
  await dhaka.getByLabel(d.to).fill("2")
  await page.getByRole("button", { name: d.save }).click()
  await expect(page.getByText(d.invalid)).toBeVisible()
  expect(await deliveryDays()).toEqual(daysBefore)

  const next = { inside_dhaka: { min: 2, max: 3 }, elsewhere: { min: 4, max: 7 } }
  await dhaka.getByLabel(d.from).fill(String(next.inside_dhaka.min))
  await dhaka.getByLabel(d.to).fill(String(next.inside_dhaka.max))
  await elsewhere.getByLabel(d.from).fill(String(next.elsewhere.min))
  await elsewhere.getByLabel(d.to).fill(String(next.elsewhere.max))
  await page.getByRole("button", { name: d.save }).click()
  await expect(page.getByText(d.saved)).toBeVisible()
  await expect.poll(deliveryDays).toEqual(next)
  await expect(dhaka.getByLabel(d.from)).toHaveValue(String(next.inside_dhaka.min))
})
