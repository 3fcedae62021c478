import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { adminOn, newShopProduct, type Made } from "./store-api"

// Issue 57, "Must show": a shopper on a 360 px phone, in Bangla, with scripts off, signs up with a
// mobile number (the code read from the SMS the shop wrote to its outbox), lands back on the
// order, pays cash on delivery, and the order's SMS confirmation goes to that number.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const t = messagesFor("bn")
const shop = sharedStoreShop()
const { storefront, backend } = shop
const run = Date.now() % 100_000_000
// A number of this run only (operator 017), as a shopper types it: spaces and the +880 prefix.
const LOCAL = `017${String(run).padStart(8, "0")}`
const TYPED = `+880 ${LOCAL.slice(1, 5)} ${LOCAL.slice(5)}`
const NAME = `Rafiq Phone${run % 1000}`

const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(async () => {
  const admin = await adminOn(backend())
  for (const id of made.orders) await admin("POST", `/admin/orders/${id}/cancel`).catch(() => undefined)
  for (const id of made.products) await admin("POST", `/admin/products/${id}`, { status: "draft" }).catch(() => undefined)
})

/** The SMS files the shop wrote (no SMS gateway: the outbox folder of its data directory), newest last. */
function smsFiles(template: string): { name: string; text: string }[] {
  const dir = join(shop.options().dataDir, "outbox")
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.includes(`-sms-${template}-`))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }))
}

/** The SMS of `template` to this run's number, once written. */
async function smsTo(template: string, after: number): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        found = smsFiles(template)
          .slice(after)
          .map((file) => file.text)
          .find((text) => text.includes(LOCAL.slice(1)))
        return Boolean(found)
      },
      { timeout: 30_000 }
    )
    .toBe(true)
  return found!
}

let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser }) => {
  context = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  page = await context.newPage()
})
test.afterAll(() => context?.close())

test("signs up with a mobile number and a code from the SMS, without scripts, in Bangla, then orders cash on delivery", async () => {
  test.setTimeout(240_000)
  const admin = await adminOn(backend())
  const { productId } = await newShopProduct(admin, { title: `Phone Cycle ${run}`, stock: 3, price: 12_500 })
  made.products.push(productId)

  // A visitor's cart, then Place order: the checkout's sign-in page, and from it the phone's.
  await page.goto(storefront(`/bn/products/${productId}`))
  await page.getByRole("button", { name: t.productPage.addToCart }).click()
  await expect(page).toHaveURL(storefront("/bn/cart?added=1"))
  await page.getByRole("link", { name: t.cart.placeOrder }).click()
  await expect(page).toHaveURL(/\/bn\/log-in\?returnTo=/)
  await expect(page.getByText(t.auth.toPlaceOrder)).toBeVisible()
  await page.getByRole("link", { name: t.auth.createAccount }).click()
  await expect(page).toHaveURL(/\/bn\/sign-up\?returnTo=/)
  await page.getByRole("link", { name: t.phoneSignIn.continueWithPhone }).click()
  await expect(page).toHaveURL(/\/bn\/sign-up\/phone\?returnTo=%2Fplace-order/)
  await expect(page.getByRole("heading", { name: t.phoneSignIn.signUpTitle })).toBeVisible()

  // Not a Bangladeshi mobile number: said under the field, in Bangla.
  await page.getByLabel(t.phoneSignIn.phone).fill("+1 415 555 0100")
  await page.getByRole("button", { name: t.phoneSignIn.sendCode }).click()
  await expect(page.getByText(t.phoneSignIn.phoneInvalid)).toBeVisible()

  const before = smsFiles("phone-otp-code").length
  await page.getByLabel(t.phoneSignIn.phone).fill(TYPED)
  await page.getByRole("button", { name: t.phoneSignIn.sendCode }).click()
  await expect(page.getByText(t.phoneSignIn.codeSent(LOCAL))).toBeVisible()
  const sms = await smsTo("phone-otp-code", before)
  // The SMS is in the page's language (Bangla words), its digits ASCII.
  expect(sms).toMatch(/মিনিট/)
  const code = /\b(\d{6})\b/.exec(sms)![1]!

  // A wrong code first: one answer, the number kept.
  const wrong = code === "000000" ? "111111" : "000000"
  await page.getByLabel(t.phoneSignIn.name).fill(NAME)
  await page.getByLabel(t.phoneSignIn.code).fill(wrong)
  await page.getByRole("button", { name: t.phoneSignIn.verify }).click()
  await expect(page.getByText(t.phoneSignIn.codeRefused)).toBeVisible()

  await page.getByLabel(t.phoneSignIn.name).fill(NAME)
  await page.getByLabel(t.phoneSignIn.code).fill(code)
  await page.getByRole("button", { name: t.phoneSignIn.verify }).click()
  // Signed in and back on the order, the visitor cart now the customer's.
  await expect(page).toHaveURL(/\/bn\/place-order\//)
  expect((await context.cookies()).some((cookie) => cookie.name === "chaka.sid")).toBe(true)
  await expect(page.getByLabel(t.checkout.name)).toHaveValue(NAME)

  // The delivery address typed in the form (a new account has none), cash on delivery.
  await page.getByLabel(t.address.division).selectOption("Dhaka")
  await page.getByLabel(t.address.district).selectOption("Dhaka")
  await page.getByLabel(t.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(t.address.road).fill("House 7, Road 3, Section 10")
  await page.getByLabel(t.address.phone, { exact: true }).fill(LOCAL)
  await page.getByLabel(t.checkout.cod).check()
  const placedBefore = smsFiles("order-placed").length
  await page.getByRole("button", { name: t.checkout.placeOrder }).click()
  await expect(page).toHaveURL(/\/bn\/my-account\/my-order\/order_/)
  made.orders.push(/\/my-order\/(order_\w+)/.exec(page.url())![1]!)

  // The order's SMS confirmation, to the number signed in with.
  await smsTo("order-placed", placedBefore)

  // Nothing scrolls sideways at 360 px.
  expect(await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(0)
})

test("with scripts on: logs in with the same number (any spelling), the code from the SMS", async ({ browser }) => {
  test.setTimeout(120_000)
  const scripted = await (browser as Browser).newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
  const tab = await scripted.newPage()
  try {
    await tab.goto(storefront("/bn/log-in"))
    await tab.getByRole("link", { name: t.phoneSignIn.continueWithPhone }).click()
    await expect(tab).toHaveURL(/\/bn\/log-in\/phone/)
    const before = smsFiles("phone-otp-code").length
    await tab.getByLabel(t.phoneSignIn.phone).fill(`880${LOCAL.slice(1)}`)
    await tab.getByRole("button", { name: t.phoneSignIn.sendCode }).click()
    await expect(tab.getByText(t.phoneSignIn.codeSent(LOCAL))).toBeVisible()
    const code = /\b(\d{6})\b/.exec(await smsTo("phone-otp-code", before))![1]!
    // Log-in asks no name.
    await expect(tab.getByLabel(t.phoneSignIn.name)).toHaveCount(0)
    await tab.getByLabel(t.phoneSignIn.code).fill(code)
    await tab.getByRole("button", { name: t.phoneSignIn.verify }).click()
    await expect(tab.getByRole("button", { name: t.userMenu.open })).toBeVisible()
    await tab.goto(storefront("/bn/my-account/profile"))
    await expect(tab.getByRole("main").getByText(NAME).first()).toBeVisible()
    await expect(tab.getByRole("main").getByText(LOCAL).first()).toBeVisible()
  } finally {
    await scripted.close()
  }
})

test("without scripts, the phone-only account adds an email and a password with a code from the SMS, then logs in with them", async ({ browser }) => {
  test.setTimeout(120_000)
  const email = `phone-${run}@example.com`
  const password = "a-long-password"
  // Still signed in from the first test (its context, scripts off).
  await page.goto(storefront("/bn/my-account/update-profile"))
  await expect(page.getByRole("heading", { name: t.addEmail.title })).toBeVisible()
  // First a fresh code by SMS to the account's own number (a session alone cannot add a password):
  // this number's third code in 15 minutes, the most the limit allows.
  const before = smsFiles("phone-otp-code").length
  await page.getByRole("button", { name: t.addEmail.sendCode }).click()
  await expect(page.getByText(t.phoneSignIn.codeSent(LOCAL))).toBeVisible()
  const code = /\b(\d{6})\b/.exec(await smsTo("phone-otp-code", before))![1]!
  await page.getByLabel(t.phoneSignIn.code).fill(code)
  await page.getByLabel(t.addEmail.email, { exact: true }).fill(email.toUpperCase())
  await page.getByLabel(t.addEmail.password, { exact: true }).fill(password)
  await page.getByLabel(t.addEmail.confirmPassword).fill(password)
  await page.getByRole("button", { name: t.addEmail.submit }).click()
  await expect(page.getByText(t.addEmail.added)).toBeVisible()
  // The form is gone: the account has its email now, kept in lower case.
  await expect(page.getByRole("heading", { name: t.addEmail.title })).toHaveCount(0)
  await expect(page.getByRole("main").getByRole("textbox", { name: t.auth.email, exact: true })).toHaveValue(email)

  // A new browser: the email and password open the same account (its name and number).
  const other = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true })
  const tab = await other.newPage()
  try {
    await tab.goto(storefront("/bn/log-in"))
    await tab.getByLabel(t.auth.email, { exact: true }).fill(email)
    await tab.getByLabel(t.auth.password, { exact: true }).fill(password)
    await tab.getByRole("button", { name: t.auth.logIn, exact: true }).click()
    await expect(tab).not.toHaveURL(/\/log-in/)
    await tab.goto(storefront("/bn/my-account/profile"))
    await expect(tab.getByRole("main").getByText(NAME).first()).toBeVisible()
    await expect(tab.getByRole("main").getByText(LOCAL).first()).toBeVisible()
  } finally {
    await other.close()
  }
})
