import { expect, type Page } from "@playwright/test"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test, untilHydrated } from "./shop-fixture"
import { logIn } from "./shopper"
import { adminOn, newShopProduct, registerCustomer, takeAway, type Made } from "./store-api"

// Issue 56 on a 360×740 phone, in Bangla: the owner's phone and WhatsApp number show in the
// footer and on a product page (a WhatsApp chat carrying the product's address and a Bangla
// message), and the payment screen lists only what the shop takes: no "coming soon" tile.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")

const { storefront, backend } = sharedStoreShop()
const run = Date.now() % 1_000_000
const PASSWORD = "bicycle-56"
const made: Made = { orders: [], products: [], emails: [] }

/** The owner's numbers for this file, typed as an owner types them (Bangla digits, spaces). */
const PHONE = { typed: "০১৮১১-২২৩৩৪৪", shown: "+880 1811-223344" }
const WHATSAPP = { typed: "+880 1912 345 678", digits: "8801912345678" }

let before: Record<string, string | null>

test.beforeAll(async () => {
  const admin = await adminOn(backend())
  before = (await admin("GET", "/admin/shop-identity")).shop_identity
  await admin("POST", "/admin/shop-identity", { phone: PHONE.typed, whatsapp: WHATSAPP.typed })
})
// The shop is shared with other files: its identity and what was made here go back.
test.afterAll(async () => {
  const admin = await adminOn(backend())
  await admin("POST", "/admin/shop-identity", { phone: before.phone, whatsapp: before.whatsapp })
  await takeAway(backend(), made)
})

const sidewaysScroll = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")

test("the Bangla footer shows the phone the owner set, as a number to call", async ({ page }) => {
  await page.goto(storefront("/bn"))
  const footer = page.getByTestId("footer-contacts")
  const phone = footer.getByRole("link", { name: PHONE.shown })
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute("href", "tel:+8801811223344")
  await expect(footer).toContainText(bn.identity.phone)
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
})

test("each Bangla footer policy link says its page's own title", async ({ page }) => {
  await page.goto(storefront("/bn"))
  const links = page.locator("footer").getByRole("navigation", { name: bn.policies.footerTitle }).getByRole("link")
  const count = await links.count()
  expect(count).toBe(4)
  for (let i = 0; i < count; i++) {
    const link = page.locator("footer").getByRole("navigation", { name: bn.policies.footerTitle }).getByRole("link").nth(i)
    const label = (await link.textContent())!.trim()
    await link.click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(label)
    await page.goto(storefront("/bn"))
  }
})

test("a Bangla product page's WhatsApp button opens a chat carrying the product's address and a Bangla message", async ({ page }) => {
  const admin = await adminOn(backend())
  const title = `WhatsApp Bike ${run}`
  const { productId } = await newShopProduct(admin, { title, stock: 2 })
  made.products.push(productId)
  await page.goto(storefront(`/bn/products/${productId}`))
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  const button = page.getByRole("link", { name: bn.identity.askOnWhatsapp })
  await expect(button).toBeVisible()
  const href = new URL((await button.getAttribute("href"))!)
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${WHATSAPP.digits}`)
  const text = href.searchParams.get("text")!
  expect(text).toContain("হ্যালো Chaka")
  expect(text).toContain(title)
  expect(text.endsWith(storefront(`/bn/products/${productId}`))).toBe(true)
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
})

test("the Bangla payment screen lists only the ways the shop takes, no coming-soon tile", async ({ page }) => {
  const admin = await adminOn(backend())
  const title = `Payment Bike ${run}`
  const { productId } = await newShopProduct(admin, { title, stock: 2 })
  made.products.push(productId)
  const email = `identity-${run}@example.com`
  made.emails.push(email)
  await registerCustomer(backend(), { email, password: PASSWORD, first_name: "Nusrat", last_name: "Jahan" })
  await logIn(page, storefront("/log-in"), email, PASSWORD)

  await page.goto(storefront(`/bn/place-order/${productId}?quantity=1`))
  await expect(page.locator(".order-summary")).toContainText(title)
  await untilHydrated(page)
  await page.getByLabel(bn.address.division).selectOption("Dhaka")
  await page.getByLabel(bn.address.district).selectOption("Dhaka")
  await page.getByLabel(bn.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(bn.address.road).fill("বাড়ি ৭, রোড ৩, সেকশন ১০")
  await page.getByLabel(bn.address.phone).fill("01812345678")
  await page.getByRole("button", { name: bn.checkout.proceedToPay }).click()
  const dialog = page.getByRole("dialog", { name: bn.checkout.paymentTitle })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: bn.checkout.confirmOrder })).toBeVisible()
  await expect(dialog).not.toContainText("শিগগিরই আসছে")
  await expect(dialog).not.toContainText(/coming soon/i)
  await expect(dialog).not.toContainText("Rocket")
  await expect(dialog).not.toContainText("কার্ড")
  // Every tile is a method the shop takes now: each has its own button.
  const tiles = dialog.getByRole("listitem")
  const count = await tiles.count()
  expect(count).toBeGreaterThanOrEqual(1)
  for (let i = 0; i < count; i++) await expect(tiles.nth(i).getByRole("button")).toHaveCount(1)
})
