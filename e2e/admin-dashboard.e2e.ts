import { expect, test, type Page } from "@playwright/test"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { DEMO_ADMIN } from "../backend/src/scripts/seed/catalogue"
import { messages } from "../plugins/content/src/admin/lib/messages"
import { shopForSuite } from "./shop-fixture"
import { ROOT } from "./shop-process"
import { storeGet } from "./store-api"
import { placeDemoOrder } from "./store-order"

// A committed picture (WebP, a few KB): the first of the seed images.
const SEED_IMAGES = join(ROOT, "backend", "data", "seed-images")
const IMAGE = join(
  SEED_IMAGES,
  readdirSync(SEED_IMAGES)
    .filter((name) => /\.(jpe?g|png|webp|gif)$/i.test(name))
    .sort()[0]
)

type StoreNews = { id: string; title: string; description: string; date: string; image_url: string }

test.describe.configure({ mode: "serial" })

const { backend } = shopForSuite("admin", { backend: 9200, storefront: 8200 })

async function signIn(page: Page) {
  await page.goto(`${backend()}/app`)
  await page.locator('input[name="email"]').fill(DEMO_ADMIN.email)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
  await page.getByRole("button", { name: "Continue with Email" }).click()
  await expect(page).toHaveURL(/\/app\/orders/)
}

/** The public news list, as the storefront reads it (with the shop's publishable key). */
async function storeNews(): Promise<StoreNews[]> {
  return (await storeGet<{ news: StoreNews[] }>(backend(), "/store/news?limit=100")).news
}

async function openCreateForm(page: Page, title: string, description: string) {
  await page.getByRole("button", { name: messages.common.create, exact: true }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog.getByRole("heading", { name: messages.news.createTitle })).toBeVisible()
  await dialog.getByLabel(messages.news.fields.title, { exact: true }).fill(title)
  await dialog.getByLabel(messages.news.fields.description, { exact: true }).fill(description)
  return dialog
}

test("an admin adds a news item with a picture from the dashboard, and the store lists it", async ({ page }) => {
  const title = `Eid ride to Sylhet ${Date.now()}`
  const description = "Join the Chaka community ride: 120 km through the tea gardens."

  await signIn(page)
  await page.getByRole("link", { name: messages.news.label, exact: true }).click()
  await expect(page).toHaveURL(/\/app\/news$/)
  await expect(page.getByRole("heading", { name: messages.news.label, level: 1 })).toBeVisible()

  const dialog = await openCreateForm(page, title, description)
  await dialog.getByLabel(messages.news.fields.image, { exact: true }).setInputFiles(IMAGE)
  await dialog.getByRole("button", { name: messages.common.save, exact: true }).click()

  await expect(page.getByText(messages.news.created)).toBeVisible()
  await expect(page.getByRole("dialog")).toHaveCount(0)
  const row = page.getByRole("row").filter({ hasText: title })
  await expect(row).toBeVisible()
  await expect(row.getByRole("img", { name: title })).toBeVisible()

  const created = (await storeNews()).find((news) => news.title === title)
  expect(created, `${title} in GET /store/news`).toBeDefined()
  expect(created!.description).toBe(description)
  const image = await fetch(created!.image_url)
  expect(image.status, `GET ${created!.image_url}`).toBe(200)
  expect(image.headers.get("content-type") ?? "").toMatch(/^image\//)
})

test("without a picture the form says 'image is required' and nothing is created", async ({ page }) => {
  const title = `News without a picture ${Date.now()}`
  const description = "This item must not be saved."

  await signIn(page)
  await page.goto(`${backend()}/app/news`)
  const dialog = await openCreateForm(page, title, description)
  await dialog.getByRole("button", { name: messages.common.save, exact: true }).click()

  await expect(dialog.getByText(messages.news.errors.imageRequired)).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(page.getByText(messages.news.created)).toHaveCount(0)

  // The server makes the same check when the form is bypassed (the page's admin session).
  const response = await page.request.post(`${backend()}/admin/news`, { multipart: { title, description } })
  expect(response.status()).toBe(400)
  expect(((await response.json()) as { message: string }).message).toBe(messages.news.errors.imageRequired)

  expect((await storeNews()).some((news) => news.title === title)).toBe(false)
  await dialog.getByRole("button", { name: messages.common.cancel, exact: true }).click()
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0)
})

test("an admin approves a cash-on-delivery order from its page in the dashboard", async ({ page }) => {
  const orderId = await placeDemoOrder(backend())

  await signIn(page)
  await page.goto(`${backend()}/app/orders/${orderId}`)
  await expect(page.getByRole("heading", { name: "Approval", exact: true })).toBeVisible()
  await expect(page.getByText("Waiting for an admin")).toBeVisible()
  await expect(page.getByText(/Collect .*৳|Collect BDT/)).toBeVisible()

  const approve = page.getByRole("button", { name: "Approve", exact: true })
  await approve.click()
  await expect(page.getByText("Order Approved")).toBeVisible()
  // The card's badge (the notifications card below also names the approved email "Approved").
  const cardHeader = page.getByRole("heading", { name: "Approval", exact: true }).locator("xpath=..")
  await expect(cardHeader.getByText("Approved", { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(approve).toHaveCount(0)
  // The customer was told: the order's page lists the placed and approved emails, sent (the
  // worker sends them after the events, so the page is read again until they are there).
  const notifications = page.getByRole("table").filter({ hasText: "Channel" })
  await expect(async () => {
    await page.reload()
    await expect(notifications.getByRole("row").filter({ hasText: "Approved" })).toContainText("Sent", { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await expect(notifications.getByRole("row").filter({ hasText: "Placed" }).first()).toContainText("Sent")

  // The server recorded it: the order's metadata, as the storefront will read it.
  const response = await page.request.get(`${backend()}/admin/orders/${orderId}?fields=metadata`)
  expect(((await response.json()) as { order: { metadata: { approved_at?: string } } }).order.metadata.approved_at).toBeTruthy()
})
