import { expect, type Page } from "@playwright/test"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test, untilHydrated } from "./shop-fixture"
import { fillAddress, logIn } from "./shopper"
import { adminOn, newShopProduct, registerCustomer, takeAway, type Made } from "./store-api"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

// Issue 42: a shopper pays with bKash on a 360 px phone. The shared shop takes bKash from a
// local double (shop-fixture.ts), whose pay page stands in for bKash's own.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const shop = sharedStoreShop()
const { storefront, backend } = shop
const PASSWORD = "bicycle-42"
const run = Date.now() % 1_000_000

// The shop is shared with the files that count the seeded catalogue: what is made here goes again.
const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(() => takeAway(backend(), made))

const sidewaysScroll = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")

/** A customer of this file, signed in, at the "Buy now" checkout of a bicycle of its own, the address filled and bKash chosen. */
async function payWithBkash(page: Page, name: string) {
  const admin = await adminOn(backend())
  const title = `bKash ${name} ${run}`
  const { productId } = await newShopProduct(admin, { title, stock: 3 })
  made.products.push(productId)
  const email = `bkash-${name.toLowerCase()}-${run}@example.com`
  made.emails.push(email)
  await registerCustomer(backend(), { email, password: PASSWORD, first_name: "Sumaiya", last_name: "Akter" })
  await logIn(page, storefront("/log-in"), email, PASSWORD)

  const checkout = storefront(`/place-order/${productId}?quantity=1`)
  await page.goto(checkout)
  await expect(page.locator(".order-summary")).toContainText(title)
  await fillAddress(page)
  await page.getByRole("button", { name: messages.checkout.proceedToPay }).click()
  const dialog = page.getByRole("dialog", { name: messages.checkout.paymentTitle })
  await dialog.getByRole("button", { name: messages.bkash.pay }).click()
  // bKash's page (the double's), for this cart's amount.
  await expect(page).toHaveURL(/\/pay\/[^/]+$/, { timeout: 60_000 })
  const paymentId = decodeURIComponent(page.url().split("/pay/")[1])
  await expect(page.getByRole("heading", { name: "bKash" })).toBeVisible()
  return { title, checkout, paymentId }
}

test("a customer pays with bKash on bKash's page and comes back to the confirmation with the transaction id", async ({ page }) => {
  const { paymentId } = await payWithBkash(page, "Paid")
  await page.getByRole("button", { name: "Pay", exact: true }).click()

  // Back through /checkout/bkash/<cart>, which finished the order only after asking bKash.
  await expect(page.getByRole("heading", { name: messages.orderPage.thanks })).toBeVisible({ timeout: 60_000 })
  await untilHydrated(page)
  await expect(page).toHaveURL(/\/my-account\/my-order\/order_\w+$/)
  made.orders.push(/\/my-order\/(order_\w+)$/.exec(page.url())![1]!)
  const trxId = shop.bkash().payments.get(paymentId)?.trxID
  expect(trxId).toBeTruthy()
  const payment = page.getByRole("region", { name: messages.orderPage.payment })
  await expect(payment).toContainText(messages.bkash.transaction(trxId!))
  await expect(payment).not.toContainText(messages.checkout.methods.cod)
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)

  // The same return again (a reload of bKash's redirect) shows the same order, and bKash executed it once.
  const callback = await shop.bkash().pay(paymentId, "success")
  await page.goto(callback)
  await expect(page).toHaveURL(new RegExp(`/my-account/my-order/${made.orders[0]}$`))
  expect(shop.bkash().payments.get(paymentId)?.executeCalls).toBe(1)
})

test("cancelling on bKash's page returns to checkout with the reason and the cart as it was", async ({ page }) => {
  const { title, checkout, paymentId } = await payWithBkash(page, "Cancelled")
  await page.getByRole("button", { name: "Cancel", exact: true }).click()

  await expect(page).toHaveURL(checkout, { timeout: 60_000 })
  await untilHydrated(page)
  const notice = page.getByRole("alert").filter({ hasText: messages.bkash.noticeTitle })
  // In the page's own words (the storefront's catalogue), not the backend's.
  await expect(notice).toContainText(messages.bkash.cancelled)
  await expect(page.locator(".order-summary")).toContainText(title)
  await expect(page.getByRole("button", { name: messages.checkout.proceedToPay })).toBeEnabled()
  expect(shop.bkash().payments.get(paymentId)?.transactionStatus).not.toBe("Completed")
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)

  // Said once: a reload shows the checkout without it.
  await page.reload()
  await expect(page.locator(".order-summary")).toContainText(title)
  await expect(notice).toHaveCount(0)
})
